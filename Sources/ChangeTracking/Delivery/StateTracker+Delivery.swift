extension StateTracker {
  /// Reports one change of the state just stored.
  ///
  /// Inlined into the caller's `set`, and specialized for its state: a write that no one
  /// listens to costs a few comparisons, and one reported to ``onChange`` alone creates no
  /// record and looks up no generic metadata.
  @inlinable
  @inline(__always)
  func report(_ change: State.Change) {
    lastSequence &+= 1
    if isHeard || delivery.isDelivering {
      reportHeard(change)
    }
  }

  /// Records a step and delivers one change, for a write that someone may hear.
  @inlinable
  @inline(__always)
  func reportHeard(_ change: State.Change) {
    if history != nil {
      recordStep()
    }
    if delivery.isDelivering || !observers.isEmpty || changeHandler != nil || upstream != nil {
      deliver(change)
    }
  }

  /// Delivers one change of the state just stored, or queues it behind the delivery in
  /// progress.
  @inlinable
  func deliver(_ change: State.Change) {
    if delivery.isDelivering {
      delivery.enqueue(ChangeRecord(change: change, snapshot: storage, sequence: lastSequence))
    } else if upstream != nil {
      // A scoped tracker's records are delivered by its parent.
      delivery.isDelivering = true
      delivery.enqueue(ChangeRecord(change: change, snapshot: storage, sequence: lastSequence))
      drain()
    } else if observers.isEmpty {
      if changeHandler != nil {
        delivery.isDelivering = true
        callOnChange(change)
        endDelivery()
      }
    } else {
      delivery.isDelivering = true
      send(ChangeRecord(change: change, snapshot: storage, sequence: lastSequence))
      endDelivery()
    }
  }

  /// Ends the delivery of one record: at once when nothing was queued or cancelled meanwhile,
  /// else by draining the queue.
  @inlinable
  @inline(__always)
  func endDelivery() {
    if delivery.count == 0, !hasCancelledObservers, retiredChangeHandlers.isEmpty {
      delivery.isDelivering = false
    } else {
      drain()
    }
  }

  /// Reports, with the current state as snapshot, every tracked property that differs from
  /// `before`, in declaration order.
  ///
  /// When history is on and something differs, the current state is recorded as one undo step
  /// first, unless `recordsStep` is `false` (undo and redo move through the history instead).
  @inlinable
  func reportDifferences(from before: State, recordsStep: Bool = true) {
    let startsDelivery = !delivery.isDelivering
    delivery.isDelivering = true
    let sequenceBefore = lastSequence
    for property in properties {
      if let forEachEmbeddedChange = property.forEachEmbeddedChange {
        forEachEmbeddedChange(before, storage) { change in
          lastSequence &+= 1
          delivery.enqueue(ChangeRecord(change: change, snapshot: storage, sequence: lastSequence))
        }
        continue
      }
      guard let change = property.change, !property.hasEqualValues(before, storage) else {
        continue
      }
      lastSequence &+= 1
      delivery.enqueue(ChangeRecord(change: change, snapshot: storage, sequence: lastSequence))
    }
    if history != nil, recordsStep, lastSequence != sequenceBefore {
      recordStep()
    }
    if !scopeSyncs.isEmpty {
      syncScopes()
    }
    if startsDelivery {
      drain()
    }
  }

  /// Delivers queued records until none is left.
  @inlinable
  func drain() {
    if let upstream {
      return upstream.forwardQueuedRecords(of: self)
    }
    while let record = delivery.next() {
      send(record)
    }
    removeCancelledObservers()
  }

  /// Removes the observers cancelled, and forgets the ``onChange`` closures replaced, during the
  /// delivery that just ended.
  @usableFromInline
  func removeCancelledObservers() {
    if hasCancelledObservers {
      hasCancelledObservers = false
      observers.removeAll { $0.isCancelled }
    }
    if !retiredChangeHandlers.isEmpty {
      retiredChangeHandlers.removeAll()
    }
  }

  /// Calls ``onChange``, if set, without retaining it: a handler replaced while it runs is kept
  /// until the delivery ends.
  @inlinable
  @inline(__always)
  func callOnChange(_ change: State.Change) {
    if changeHandler != nil {
      Unmanaged.passUnretained(changeHandler.unsafelyUnwrapped)._withUnsafeGuaranteedRef {
        $0.call(change)
      }
    }
  }

  /// Hands one record to `onChange`, then to each observer that wants it.
  @inlinable
  func send(_ record: ChangeRecord<State>) {
    callOnChange(record.change)
    var index = 0
    while index < observers.count {
      // Unretained: `observers` holds every observer, cancelled or not, until the delivery
      // ends, so the observer and its immutable handler outlive the call.
      Unmanaged.passUnretained(observers[index])._withUnsafeGuaranteedRef { observer in
        if observer.wants(record) {
          observer.handler(record)
        }
      }
      index += 1
    }
  }
}
