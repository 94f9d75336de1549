// How a write travels through a tree of views: up from the view it was made through, each
// level embedding the records of the level below, and down into the views of every tracker
// whose state it changed.

// MARK: - Up: the view's side

extension StateTracker {
  /// Hands a write just stored through this view to its parent, with its record if it reports
  /// `change`, whose sequence number ``report(_:)`` counted.
  ///
  /// - Parameters:
  ///   - change: The change to report, or `nil` for a write that reports nothing, which the
  ///     parent counts all the same.
  ///   - rowChanges: For an array declared row by row, what changed in it.
  ///   - before: The view's state before the write, when it kept it.
  @inlinable
  func forwardWrite(
    reporting change: State.Change?,
    rowChanges: RowChanges? = nil,
    before: State? = nil
  ) {
    let up = self.up.unsafelyUnwrapped
    // The state before the write goes up only when someone there needs it.
    let before = view.unsafelyUnwrapped.keepsStateBefore ? before : nil
    guard let change else {
      return up.childDidWrite(UnsafeBufferPointer(start: nil, count: 0), before: before)
    }
    // One record, handed over from the stack.
    withUnsafePointer(
      to: ChangeRecord(
        change: change, source: sharedSnapshot(), sequence: delivery.lastSequence,
        rowChanges: rowChanges)
    ) { record in
      up.childDidWrite(UnsafeBufferPointer(start: record, count: 1), before: before)
    }
    view.unsafelyUnwrapped.releaseUnusedSnapshot()
  }

  /// Hands a write that changed the view's state from `before` to its parent, with a record of
  /// each tracked property that differs, after bringing the view's own views in step.
  @usableFromInline
  func forwardDifferences(from before: State) {
    var records = ContiguousArray<ChangeRecord<State>>()
    let embedded = forEachDifference(from: before) { change, sequence, rowChanges in
      records.append(
        ChangeRecord(
          change: change, source: sharedSnapshot(), sequence: sequence, rowChanges: rowChanges))
    }
    if !views.isEmpty {
      syncViews(embedded, before: .state(before), except: nil)
    }
    let kept = view.unsafelyUnwrapped.keepsStateBefore ? before : nil
    records.withUnsafeBufferPointer { up.unsafelyUnwrapped.childDidWrite($0, before: kept) }
  }

  /// Takes a write the parent stored over this view's state, which was `before`: reports each
  /// tracked property that differs, each record handed to `hold` to wait for the parent's
  /// record, and brings the view's own views in step.
  func adoptParentWrite(from before: State, hold: (ChangeRecord<State>) -> Void) {
    writeCount &+= 1
    let embedded = forEachDifference(from: before) { change, sequence, rowChanges in
      hold(
        ChangeRecord(
          change: change, source: sharedSnapshot(), sequence: sequence, rowChanges: rowChanges))
    }
    if !views.isEmpty {
      syncViews(embedded, before: .state(before), except: nil)
    }
  }

  /// Freezes every view of this view, whose path no longer resolves, in the state it had when
  /// this one was `before`.
  func freezeViews(from before: State) {
    if !views.isEmpty {
      syncViews(EmbeddedSequences(), before: .state(before), except: nil)
    }
  }

  /// Delivers a record whose turn came in the parent's order.
  @inlinable
  func deliverRelayed(_ record: ChangeRecord<State>) {
    let startsDelivery = delivery.begin()
    send(record)
    if startsDelivery {
      delivery.end()
    }
    view?.releaseUnusedSnapshot()
  }
}

// MARK: - Up: the parent's side

extension StateTracker {
  /// Takes a write a view stored in place in this tracker's state, and gives each of the
  /// view's records its place in this tracker's order, behind the record that embeds it.
  ///
  /// The write is one undo step when it reports something. A write that reports nothing is
  /// counted, recording no step.
  @inlinable
  func storeChildWrite<Child>(
    _ records: UnsafeBufferPointer<ChangeRecord<Child>>,
    before childBefore: Child?,
    from link: ViewLink<State, Child>
  ) {
    // A write through a view overlaps an edit of this tracker's state as a write through this
    // tracker does.
    checkExclusiveAccess()
    writeCount &+= 1
    // A row's write is one change of the array, noted in the buffer the tracker lends, so that
    // the write allocates nothing once the buffer has grown; it is taken back once delivered.
    var rowBuffer = link.embedsRows ? lendRowChangeBuffer() : ContiguousArray()
    defer {
      if link.embedsRows {
        recycleRowChangeBuffer(&rowBuffer)
      }
    }
    guard let childBefore else {
      // The common case: the write needs no state before it, here or above.
      return embedAndPass(
        records, from: link, before: nil, rowBuffer: &rowBuffer, syncsTwins: false)
    }
    // This level's state before the write, for a twin of the view here or for the levels
    // above: the current state with the view's part as it was.
    let syncsTwins = views.hasTwins(of: link)
    guard up != nil || syncsTwins else {
      return embedAndPass(
        records, from: link, before: nil, oldElement: childBefore, rowBuffer: &rowBuffer)
    }
    var before = storage
    ValueHandle.withTemporary(&before) { before in
      link.step.locate(before.address, .write).unsafelyUnwrapped.pointee = childBefore
    }
    embedAndPass(
      records, from: link, before: before, oldElement: childBefore, rowBuffer: &rowBuffer,
      syncsTwins: syncsTwins)
  }

  /// Embeds a view's records in this tracker's, and delivers them (at the root) or passes them
  /// up (in a view).
  ///
  /// - Parameters:
  ///   - records: The view's records.
  ///   - link: The view's link.
  ///   - before: This tracker's state before the write, when known.
  ///   - oldElement: For a row view, its element before the write, when known: the history's
  ///     step keeps it.
  ///   - rowBuffer: For a row view, an empty buffer for the array's row change.
  ///   - syncsTwins: Whether other views with the link's key are brought in step.
  @inlinable
  func embedAndPass<Child>(
    _ records: UnsafeBufferPointer<ChangeRecord<Child>>,
    from link: ViewLink<State, Child>,
    before: State?,
    oldElement: Child? = nil,
    rowBuffer: inout ContiguousArray<RowChange>,
    syncsTwins: Bool = false
  ) {
    if let up {
      // A view itself: the write goes up, with this tracker's records of it.
      if records.count <= 1, !syncsTwins {
        // The common case, a `set` through the view: one record, handed over from the stack.
        var forwarded: ChangeRecord<State>?
        embed(records, from: link, keepingSequences: false, rowBuffer: &rowBuffer) {
          forwarded = $0
        }
        guard let forwarded else {
          return up.childDidWrite(UnsafeBufferPointer(start: nil, count: 0), before: before)
        }
        return withUnsafePointer(to: forwarded) { record in
          up.childDidWrite(UnsafeBufferPointer(start: record, count: 1), before: before)
        }
      }
      var forwarded = ContiguousArray<ChangeRecord<State>>()
      forwarded.reserveCapacity(records.count)
      let embedded = embed(
        records, from: link, keepingSequences: syncsTwins, rowBuffer: &rowBuffer
      ) {
        forwarded.append($0)
      }
      if syncsTwins, let before {
        syncViews(embedded, before: .state(before), except: link, key: link.key)
      }
      return forwarded.withUnsafeBufferPointer { up.childDidWrite($0, before: before) }
    }
    let startsDelivery = delivery.begin()
    if startsDelivery, records.count == 1, !syncsTwins {
      // The common case, a `set` through a view while nothing is delivered: the record goes
      // to the observers at once, as the root's own write's does, without the queue.
      var single: ChangeRecord<State>?
      embed(records, from: link, keepingSequences: false, rowBuffer: &rowBuffer) { single = $0 }
      recordStep(ofChildWrite: link, oldElement: oldElement)
      send(single.unsafelyUnwrapped)
      return endDelivery()
    }
    let embedded = embed(
      records, from: link, keepingSequences: syncsTwins, rowBuffer: &rowBuffer
    ) {
      delivery.queue.enqueue($0)
    }
    if !records.isEmpty {
      recordStep(ofChildWrite: link, oldElement: oldElement)
    }
    if syncsTwins, let before {
      syncViews(embedded, before: .state(before), except: link, key: link.key)
    }
    if startsDelivery {
      drain()
    }
  }

  /// With history on, records the undo step of a write through a view that reported
  /// something: for a row view, the element's update, when its old value is known.
  @inlinable
  func recordStep<Child>(ofChildWrite link: ViewLink<State, Child>, oldElement: Child?) {
    guard history != nil else {
      return
    }
    if case .row(let row) = link.embedding, let oldElement {
      history.unsafelyUnwrapped.addPending(
        row.updateStep(row.hint.offset, oldElement, link.step.value(in: stateAddress)!))
    }
    recordStep()
  }

  /// Makes this tracker's records of a view's records, and has the view's wait for them.
  ///
  /// A row view's records become one record of the array, whose row change is noted in
  /// `rowBuffer`.
  ///
  /// - Returns: The sequence numbers of the embedding changes, when `keepingSequences`.
  @inlinable
  @discardableResult
  func embed<Child>(
    _ records: UnsafeBufferPointer<ChangeRecord<Child>>,
    from link: ViewLink<State, Child>,
    keepingSequences: Bool,
    rowBuffer: inout ContiguousArray<RowChange>,
    _ body: (ChangeRecord<State>) -> Void
  ) -> EmbeddedSequences<State> {
    var embedded = EmbeddedSequences<State>()
    switch link.embedding {
    case .scope(let declaration):
      for record in records {
        let change = declaration.embed(record.change)
        let sequence = delivery.nextSequence()
        link.held.hold(record, untilParentRecord: sequence)
        if keepingSequences {
          embedded.append(change, sequence)
        }
        body(
          ChangeRecord(
            change: change, source: sharedSnapshot(), sequence: sequence,
            rowChanges: record.rowChanges))
      }
    case .row(let row):
      guard !records.isEmpty else {
        break
      }
      // One change of the array for the whole write, the row updated where it is now.
      let sequence = delivery.nextSequence()
      for record in records {
        link.held.hold(record, untilParentRecord: sequence)
      }
      if keepingSequences {
        embedded.append(row.change, sequence)
      }
      rowBuffer.append(.updated(offset: row.hint.offset, id: row.id))
      body(
        ChangeRecord(
          change: row.change, source: sharedSnapshot(), sequence: sequence,
          rowChanges: RowChanges(contiguous: rowBuffer)))
    }
    return embedded
  }
}

// MARK: - Down

extension StateTracker {
  /// Brings every view but `source` (only those with `key`, when given) in step with a write
  /// this tracker just stored over `before`.
  @usableFromInline
  func syncViews(
    _ sequences: EmbeddedSequences<State>,
    before: StateBefore<State>,
    except source: AnyObject?,
    key: AnyHashable? = nil
  ) {
    views.forEachLive(except: source, key: key) { link in
      link.parentDidWrite(sequences, before: before)
    }
  }

  /// Adds a view made from this tracker.
  ///
  /// - Returns: Whether another view of this tracker has the same key.
  @usableFromInline
  func addView(_ link: any ChildLink<State>, handle: ChildLinkHandle<State>) -> Bool {
    views.add(handle, key: link.key)
  }

  /// Takes note that a view was released.
  func viewReleased(key: AnyHashable) {
    if views.viewReleased(key: key) {
      (view?.tree ?? tree)?.twinCount -= 1
    }
  }

  /// The tree's shared part, made with the root's first view.
  @usableFromInline
  func viewTree() -> ViewTree {
    if let view {
      return view.tree
    }
    if let tree {
      return tree
    }
    let made = ViewTree()
    tree = made
    return made
  }
}
