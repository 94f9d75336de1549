extension StateTracker {
  /// Reports one change of the state just stored, as part of the caller's `set`: a write that no
  /// one listens to costs a few comparisons, and one reported to ``onChange`` alone creates no
  /// record.
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

  /// Records a step and delivers one change, numbered by ``report(_:position:)``, for a write
  /// that someone may hear; a scoped tracker hands it to its parent instead.
  @inlinable
  @inline(never)
  func reportHeard(_ change: State.Change) {
    if view != nil {
      return forwardChange(change)
    }
    deliverHeard(change, rowChanges: nil)
  }

  /// ``reportHeard(_:)`` for a write that only filtered observers may hear: a write that none of
  /// their filters holds is counted and makes no record. The position of its declaration
  /// decides, with no hashing of its change.
  @inlinable
  @inline(never)
  func reportHeardIfWanted(_ change: State.Change, position: Int) {
    guard delivery.hears(position: position) else {
      return
    }
    reportHeard(change)
  }

  /// A view's ``reportHeard(_:)``, the way up of every change written through a view: the
  /// change goes up one level at a time, held at each level for its relay, with no row changes.
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

  /// ``reportHeard(_:rowChanges:)`` for a root's write that changed one row, the last step of an
  /// element edit and of a row's write through its tracker: the row change is noted in the buffer
  /// the tree lends, which goes back to it once the record is delivered.
  @inlinable
  @inline(__always)
  func reportHeard(_ change: State.Change, rowChange: consuming RowChange) {
    var changes = core.lendRowChangeBuffer()
    changes.append(rowChange)
    deliverRecord(change, rowChanges: RowChanges(contiguous: changes))
    core.recycleRowChangeBuffer(&changes)
  }

  /// What a root's ``reportHeard(_:)``, the row variant and `storeChildChange` share: record a
  /// step, then deliver the record or queue it; a view passes the change up instead.
  @inlinable
  @inline(__always)
  func deliverHeard(_ change: State.Change, rowChanges: consuming RowChanges?) {
    if view != nil {
      return forwardWrite(reporting: change, rowChanges: rowChanges)
    }
    deliverRecord(change, rowChanges: rowChanges)
  }

  /// A root's part of ``deliverHeard(_:rowChanges:)``: record a step, then deliver the record
  /// or queue it.
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

  /// ``deliverRecord(_:rowChanges:)`` with history on. Recording a step may let go of the oldest
  /// one, or of the steps a new write discards, and a value they held may write to the tracker
  /// from its `deinit`: the delivery is begun first, so that such a write is queued behind this
  /// record, and the record holds its snapshot before the step is recorded, so that such a write
  /// (which copies the box the record shares) does not show in it.
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

  /// Ends the delivery of one record: at once when nothing was queued, cancelled or replaced
  /// meanwhile, else by draining the queue.
  @inlinable
  @inline(__always)
  func endDelivery() {
    if delivery.canEndAtOnce {
      delivery.isDelivering = false
    } else {
      drain()
    }
  }

  /// Reports, with the current state as snapshot, every tracked property that differs from
  /// `before`, in declaration order, and brings the scopes in step; a scoped tracker hands the
  /// write to its parent instead. With history on, when something differs, the current state is
  /// first recorded as one undo step, unless `recordsStep` is `false` (undo and redo move
  /// through the history instead).
  ///
  /// `restoredRows`, for undo and redo, says what they did to each array declared row by row:
  /// such an array is then reported only if it is listed, and `before` need not hold it.
  /// `viewsBefore` is the whole state before the write, when `before` does not hold it all.
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

  /// ``deliverRecords(count:recordsStep:_:)`` for the declarations whose bits are set in
  /// `positions`, one per declaration in declaration order; nothing when none is.
  @inlinable
  func deliverRecords(ofPositions positions: UInt64, recordsStep: Bool) {
    guard positions != 0 else {
      return
    }
    deliverRecords(count: positions.sparseBitCount, recordsStep: recordsStep) {
      positions.forEachSetBit($0)
    }
  }

  /// One bit per declaration, in declaration order: whether the tracked property it declares
  /// differs between `before` and the current state; `nil` for a state of more than 64
  /// declarations, or when a declaration embeds a scoped state, whose changes are the child's,
  /// or is an array declared row by row, whose records carry what changed in it.
  @inlinable
  func changedPositions(from before: ValueHandle<State>) -> UInt64? {
    changedPositions(from: before, to: stateAddress)
  }

  /// ``changedPositions(from:)`` between the states at `before` and at `after`.
  ///
  /// A stored property whose bytes are the same in both is taken as equal without calling its
  /// `==` or `isEqual` (``PropertyDeclaration/restoredValueDiffers(from:to:)``): what an undo, a
  /// redo or a rollback leaves as it was is not reported, even a value that is not equal to
  /// itself (a `Double.nan`). With history on and the state's layout
  /// (``SnapshotLayout/comparesInPlace``), the states are compared a word at a time first
  /// (``SnapshotLayout/comparesByWords``), and only the properties whose words differ are
  /// looked at.
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

  /// Delivers a record of each tracked declaration at the positions `forEachPosition` gives,
  /// in that order, numbered after the last record, each with the current state as snapshot;
  /// first records an undo step if `recordsStep` and history is on.
  ///
  /// The caller compared everything before, since an observer may write. The snapshot is taken
  /// once, before the first record is delivered, so that an observer's write moves the state
  /// into a new box and every record keeps the state it reports. A write an observer makes waits
  /// behind these records; during a delivery already under way, they are queued.
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
        // During a delivery under way: queued, behind what waits.
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

  /// Gives a sequence number to each change between `before` and the current state, in
  /// declaration order, and calls `body` with it and, for an array declared row by row, what
  /// changed in it. With `keepsSteps`, the history keeps the row steps of the arrays that changed,
  /// for the step the caller records next; the arrays `restoredRows` lists are not compared.
  /// Returns the sequence numbers of the embedding changes, for the tracker's views.
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
    // Only a tracker's views read the sequences.
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

  /// Hands a view's change whose turn came in its parent's order to `onChange` and to each
  /// observer that wants it, its snapshot projected from the root's box: as a record when an
  /// observer takes records, and only to the relays of this tracker's views when none does.
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
      // The observers whose mask rejects the record are passed over without being touched.
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
