extension StateTracker {
  /// Reports one change of the state just stored.
  @inlinable
  func report(_ change: State.Change) {
    lastSequence &+= 1
    if history != nil {
      recordStep()
    }
    if delivery.isDelivering {
      delivery.enqueue(ChangeRecord(change: change, snapshot: storage, sequence: lastSequence))
    } else {
      deliverNow(change)
    }
  }

  /// Reports, with the current state as snapshot, every tracked property that differs from
  /// `before`, in declaration order.
  ///
  /// When history is on and something differs, the current state is recorded as one undo step
  /// first, unless `recordsStep` is `false` (undo and redo move through the history instead).
  @usableFromInline
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

  /// Delivers the record of the latest sequence number, then every record queued meanwhile.
  @usableFromInline
  func deliverNow(_ change: State.Change) {
    delivery.isDelivering = true
    if upstream != nil {
      delivery.enqueue(ChangeRecord(change: change, snapshot: storage, sequence: lastSequence))
      return drain()
    }
    if observers.isEmpty {
      onChange?(change)
    } else {
      send(ChangeRecord(change: change, snapshot: storage, sequence: lastSequence))
    }
    drain()
  }

  /// Delivers queued records until none is left.
  @usableFromInline
  func drain() {
    if let upstream {
      return upstream.forwardQueuedRecords(of: self)
    }
    while let record = delivery.next() {
      send(record)
    }
    removeCancelledObservers()
  }

  /// Removes the observers cancelled during the delivery that just ended.
  @usableFromInline
  func removeCancelledObservers() {
    if hasCancelledObservers {
      hasCancelledObservers = false
      observers.removeAll { $0.handler == nil }
    }
  }

  /// Hands one record to `onChange`, then to each observer that wants it.
  @usableFromInline
  func send(_ record: ChangeRecord<State>) {
    onChange?(record.change)
    var index = 0
    while index < observers.count {
      let observer = observers[index]
      index += 1
      if observer.wants(record), let handler = observer.handler {
        handler(record)
      }
    }
  }
}
