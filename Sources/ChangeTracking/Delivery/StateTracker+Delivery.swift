extension StateTracker {
  /// Reports one change of the state just stored, as part of the caller's `set`: a write no one
  /// listens to is only counted, and one reported to ``onChange`` alone creates no record.
  @inlinable
  @inline(__always)
  func report(_ change: State.Change, position: Int) {
    delivery.lastSequence &+= 1
    if delivery.heardMask == .max || delivery.isDelivering {
      reportHeard(change)
    } else if delivery.isHeard {
      reportHeardIfWanted(change, position: position)
    }
  }

  /// Records a step and delivers one change that someone may hear; a view passes it up instead.
  @inlinable
  @inline(never)
  func reportHeard(_ change: State.Change) {
    if view != nil {
      return forwardChange(change)
    }
    deliverHeard(change, rowChanges: nil)
  }

  /// ``reportHeard(_:)`` when only filtered observers listen: a write none of their filters holds
  /// makes no record. The declaration's position decides, with no hashing of the change.
  @inlinable
  @inline(never)
  func reportHeardIfWanted(_ change: State.Change, position: Int) {
    guard delivery.hears(position: position) else {
      return
    }
    reportHeard(change)
  }

  /// A view's ``reportHeard(_:)``: the change goes up to the parent, with no row changes.
  @inlinable
  @inline(never)
  func forwardChange(_ change: State.Change) {
    forwardWrite(reporting: change)
  }

  /// ``reportHeard(_:)`` for a change of an array declared row by row, with what changed in it.
  @inlinable
  @inline(never)
  func reportHeard(_ change: State.Change, rowChanges: RowChanges) {
    deliverHeard(change, rowChanges: rowChanges)
  }

  /// ``reportHeard(_:rowChanges:)`` for an element edit at the root, its one row change noted
  /// in the buffer the tree lends until the record is delivered.
  @inlinable
  @inline(__always)
  func reportHeard(_ change: State.Change, rowChange: consuming RowChange) {
    var changes = core.lendRowChangeBuffer()
    changes.append(rowChange)
    deliverRecord(change, rowChanges: RowChanges(contiguous: changes))
    core.recycleRowChangeBuffer(&changes)
  }

  /// Records a step, then delivers the record or queues it; a view passes the change up instead.
  @inlinable
  @inline(__always)
  func deliverHeard(_ change: State.Change, rowChanges: consuming RowChanges?) {
    if view != nil {
      return forwardWrite(reporting: change, rowChanges: rowChanges)
    }
    deliverRecord(change, rowChanges: rowChanges)
  }

  /// A root's ``deliverHeard(_:rowChanges:)``.
  @inlinable
  @inline(__always)
  func deliverRecord(_ change: State.Change, rowChanges: consuming RowChanges?) {
    if history != nil {
      return deliverRecordKeepingStep(change, rowChanges: rowChanges)
    }
    if delivery.isDelivering {
      delivery.queue.enqueue(
        ChangeRecord(
          change: change, source: sharedSnapshot(), sequence: delivery.lastSequence,
          rowChanges: rowChanges))
    } else if !delivery.observers.isEmpty {
      delivery.isDelivering = true
      sendMade(
        ChangeRecord(
          change: change, source: sharedSnapshot(), sequence: delivery.lastSequence,
          rowChanges: rowChanges))
      endDelivery()
    } else if delivery.changeHandler != nil {
      delivery.isDelivering = true
      callOnChange(change)
      endDelivery()
    }
  }

  /// ``deliverRecord(_:rowChanges:)`` with history on. Recording a step may release old steps,
  /// and a value they held may write to the tracker from its `deinit`: the delivery begins first,
  /// so that such a write queues behind this record, and the record takes its snapshot before
  /// the step, so that the write (which copies the box the record shares) does not show in it.
  @inlinable
  @inline(never)
  func deliverRecordKeepingStep(_ change: State.Change, rowChanges: consuming RowChanges?) {
    let sequence = delivery.lastSequence
    guard delivery.begin() else {
      delivery.queue.enqueue(
        ChangeRecord(
          change: change, source: sharedSnapshot(), sequence: sequence,
          rowChanges: rowChanges))
      return recordStep()
    }
    guard !delivery.observers.isEmpty else {
      recordStep()
      callOnChange(change)
      return endDelivery()
    }
    let record = ChangeRecord(
      change: change, source: sharedSnapshot(), sequence: sequence, rowChanges: rowChanges)
    recordStep()
    sendMade(record)
    endDelivery()
  }

  /// Ends the delivery of one record, draining the queue if anything waits or must be let go.
  @inlinable
  @inline(__always)
  func endDelivery() {
    if delivery.canEndAtOnce {
      delivery.isDelivering = false
    } else {
      drain()
    }
  }

  /// Reports each tracked property that differs from `before`, in declaration order, and brings
  /// the views in step; a view passes the write up instead. With history on, a write that
  /// changed something is one undo step, unless `recordsStep` is `false` (undo and redo).
  /// `restoredRows` (undo and redo) lists what they did to each array declared row by row, which
  /// `before` then need not hold; `viewsBefore` is the whole state before, when `before` is not.
  @inlinable
  func reportDifferences(
    from before: State,
    recordsStep: Bool = true,
    restoredRows: RestoredRows<State>? = nil,
    viewsBefore: State? = nil
  ) {
    if view != nil {
      return forwardDifferences(from: before)
    }
    let startsDelivery = delivery.begin()
    let sequenceBefore = delivery.lastSequence
    let embedded = forEachDifference(
      from: before, keepsSteps: history != nil && recordsStep, restoredRows: restoredRows
    ) { change, sequence, rowChanges in
      enqueueRecord(change, sequence: sequence, rowChanges: rowChanges)
    }
    if history != nil, recordsStep, delivery.lastSequence != sequenceBefore {
      recordStep()
    }
    if !views.isEmpty {
      syncViews(embedded, before: .state(viewsBefore ?? before), except: nil)
    }
    if startsDelivery {
      drain()
    }
  }

  /// ``deliverRecords(count:recordsStep:_:)`` for the declarations whose bits `positions` sets.
  @inlinable
  func deliverRecords(ofPositions positions: UInt64, recordsStep: Bool) {
    guard positions != 0 else {
      return
    }
    deliverRecords(count: positions.sparseBitCount, recordsStep: recordsStep) {
      positions.forEachSetBit($0)
    }
  }

  /// One bit per declaration, whether its property differs between `before` and now; `nil` past
  /// 64 declarations, or when one embeds a scoped state (its changes are the child's) or is
  /// declared row by row (its records say which rows changed).
  @inlinable
  func changedPositions(from before: ValueHandle<State>) -> UInt64? {
    changedPositions(from: before, to: stateAddress)
  }

  /// ``changedPositions(from:)`` between the states at `before` and at `after`. A property whose
  /// bytes are the same in both is equal without a call of `==`: what an undo, a redo or a
  /// rollback leaves as it was is not reported, even a `Double.nan`. With a history layout that
  /// ``SnapshotLayout/comparesInPlace``, the states are compared a word at a time first.
  @inlinable
  func changedPositions(from before: ValueHandle<State>, to after: ValueHandle<State>) -> UInt64? {
    guard properties.count <= 64 else {
      return nil
    }
    let candidates: UInt64?? = withHistory { history in
      history.layout?.comparesInPlace == true
        ? history.layout!.positionsWithDifferentBytes(before, after) : nil
    }
    if let candidates = candidates ?? nil {
      return changedPositions(among: candidates, from: before, to: after)
    }
    var changed: UInt64 = 0
    for index in properties.indices {
      // Unretained: the tracker's declarations live as long as the tracker.
      let differs: Bool? = Unretained.with(.passUnretained(properties[index].declaration)) {
        guard $0.comparesInPlace else {
          return nil
        }
        return $0.isPlainTracked && $0.restoredValueDiffers(from: before, to: after)
      }
      guard let differs else {
        return nil
      }
      if differs {
        changed |= 1 << index
      }
    }
    return changed
  }

  /// The declarations among `candidates` (one bit per declaration, each a plain tracked
  /// property) whose values differ between the states at `before` and at `after`.
  @inlinable
  func changedPositions(
    among candidates: UInt64,
    from before: ValueHandle<State>,
    to after: ValueHandle<State>
  ) -> UInt64 {
    var changed: UInt64 = 0
    candidates.forEachSetBit { index in
      // Unretained: the tracker's declarations live as long as the tracker. A word may have
      // covered a neighbour's bytes: the property's own are compared first.
      if Unretained.with(
        .passUnretained(properties[index].declaration),
        { $0.restoredValueDiffers(from: before, to: after) })
      {
        changed |= 1 << index
      }
    }
    return changed
  }

  /// Delivers a record of the declaration at each position `forEachPosition` gives, numbered
  /// after the last record, first recording an undo step if `recordsStep`. The caller compared
  /// beforehand, since an observer may write. The snapshot is taken once, before the first
  /// delivery, so that an observer's write moves the state to a new box and each record keeps
  /// the state it reports; during a delivery under way, the records are queued.
  @inlinable
  @inline(__always)
  func deliverRecords(
    count: Int,
    recordsStep: Bool,
    _ forEachPosition: ((Int) -> Void) -> Void
  ) {
    var sequence = delivery.lastSequence
    delivery.lastSequence &+= count
    // As in ``deliverRecordKeepingStep(_:rowChanges:)``: the snapshot is held and the delivery
    // begun before a step is recorded, so that a write from a `deinit` it runs comes after.
    let source = sharedSnapshot()
    let keepsStep = recordsStep && history != nil
    let delivers = delivery.begin()
    if keepsStep, delivers {
      recordStep()
    }
    forEachPosition { position in
      sequence &+= 1
      let record = ChangeRecord(
        change: properties[position].change!, source: source, sequence: sequence)
      if delivers {
        sendMade(record)
      } else {
        delivery.queue.enqueue(record)
      }
    }
    guard delivers else {
      if keepsStep {
        recordStep()
      }
      return
    }
    endDelivery()
  }

  /// Queues the record of `change`, numbered `sequence`, with the current state as snapshot.
  @inlinable
  @inline(__always)
  func enqueueRecord(_ change: State.Change, sequence: Int, rowChanges: consuming RowChanges?) {
    delivery.queue.enqueue(
      ChangeRecord(
        change: change, source: sharedSnapshot(), sequence: sequence, rowChanges: rowChanges))
  }

  /// Numbers each change between `before` and now, in declaration order, and calls `body` with
  /// it and, for an array declared row by row, its row changes. With `keepsSteps`, the history
  /// keeps the changed arrays' row steps for the caller's next step; the arrays `restoredRows`
  /// lists are not compared. Returns the embedding changes' sequence numbers, for the views.
  @inlinable
  @discardableResult
  func forEachDifference(
    from before: State,
    keepsSteps: Bool = false,
    restoredRows: RestoredRows<State>? = nil,
    _ body: (State.Change, Int, consuming RowChanges?) -> Void
  ) -> EmbeddedSequences<State> {
    ValueHandle.reading(before) { before in
      forEachDifference(
        fromStateAt: before, keepsSteps: keepsSteps, restoredRows: restoredRows, body)
    }
  }

  /// ``forEachDifference(from:keepsSteps:restoredRows:_:)`` from the state at `before`.
  @inlinable
  @inline(__always)
  @discardableResult
  func forEachDifference(
    fromStateAt before: ValueHandle<State>,
    keepsSteps: Bool = false,
    restoredRows: RestoredRows<State>? = nil,
    _ body: (State.Change, Int, consuming RowChanges?) -> Void
  ) -> EmbeddedSequences<State> {
    var embedded = EmbeddedSequences<State>()
    let collectsEmbedded = !views.isEmpty
    let after = stateAddress
    for index in properties.indices {
      // Unretained: the tracker's declarations live as long as the tracker.
      Unretained.with(.passUnretained(properties[index].declaration)) {
        if $0.rows != nil, let change = $0.change {
          var rowChanges: RowChanges?
          if let restoredRows {
            rowChanges = restoredRows.changes(of: $0.rows!)
          } else {
            rowChanges = self.rowChanges(
              of: $0, from: before, to: after, keepsSteps: keepsSteps)
          }
          if let rowChanges {
            let sequence = delivery.nextSequence()
            body(change, sequence, rowChanges)
            if collectsEmbedded {
              embedded.append(change, sequence)
            }
          }
          return
        }
        let isScoped = $0.isScoped
        $0.forEachChange(from: before, to: after) { change in
          let sequence = delivery.nextSequence()
          body(change, sequence, nil)
          if isScoped, collectsEmbedded {
            embedded.append(change, sequence)
          }
        }
      }
    }
    return embedded
  }

  /// Delivers queued records until none is left, then ends the delivery.
  @usableFromInline
  func drain() {
    while let record = delivery.next() {
      send(record)
    }
  }

  /// Calls ``onChange``, if set, without retaining it: a handler replaced while it runs is kept
  /// until the delivery ends.
  @inlinable
  @inline(__always)
  func callOnChange(_ change: State.Change) {
    if delivery.changeHandler != nil {
      Unretained.with(.passUnretained(delivery.changeHandler!)) { $0.call(change) }
    }
  }

  /// Hands one record to `onChange`, then to each observer that wants it.
  @inlinable
  func send(_ record: ChangeRecord<State>) {
    sendMade(record)
  }

  /// ``send(_:)`` for a record made to be sent at once.
  @inlinable
  @inline(__always)
  func sendMade(_ record: ChangeRecord<State>) {
    sendEach(record.change, sequence: record.sequence) { $0.handler(record) }
  }

  /// Hands a view's change, at its turn in the parent's order, to `onChange` and the observers
  /// that want it, its snapshot in the root's box: as a record when an observer takes records,
  /// else to the relays of this tracker's views alone.
  @inlinable
  func sendRelayed(_ change: ViewChange<State>, inRootBox root: AnyObject) {
    guard delivery.recordObserverCount == 0 else {
      return send(
        ChangeRecord(
          change: change.change,
          source: view!.snapshot(inRootBox: root, offset: change.offset),
          sequence: change.sequence, rowChanges: change.rowChanges))
    }
    sendEach(change.change, sequence: change.sequence) { $0.relay(change.sequence, root) }
  }

  /// Calls `onChange` with `change`, then `deliver` with each observer that wants the record
  /// numbered `sequence`. Observers are passed unretained: the delivery keeps every observer,
  /// cancelled or not, until it ends, so the observer and its immutable callbacks outlive the call.
  @inlinable
  @inline(__always)
  func sendEach(
    _ change: State.Change,
    sequence: Int,
    _ deliver: (Observer<State>) -> Void
  ) {
    callOnChange(change)
    // While no record of a view waits for this tracker's records, the relays would find nothing
    // to deliver: the record goes to the observers of records alone.
    let relays = delivery.heldForViews != 0
    guard delivery.filteredCount > 0 else {
      var index = 0
      while index < (relays ? delivery.observers.count : delivery.recordObservers.count) {
        Unretained.with(
          .passUnretained(relays ? delivery.observers[index] : delivery.recordObservers[index])
        ) { observer in
          if observer.wants(change, sequence: sequence, sharesBit: false) {
            deliver(observer)
          }
        }
        index += 1
      }
      return
    }
    let bit = delivery.positions.bit(of: change)
    let sharesBit = bit == ChangePositions<State>.otherChanges
    var index = 0
    while true {
      while index < (relays ? delivery.masks.count : delivery.recordMasks.count),
        (relays ? delivery.masks[index] : delivery.recordMasks[index]) & bit == 0
      {
        index &+= 1
      }
      guard index < (relays ? delivery.observers.count : delivery.recordObservers.count) else {
        return
      }
      Unretained.with(
        .passUnretained(relays ? delivery.observers[index] : delivery.recordObservers[index])
      ) { observer in
        if observer.wants(change, sequence: sequence, sharesBit: sharesBit) {
          deliver(observer)
        }
      }
      index += 1
    }
  }
}
