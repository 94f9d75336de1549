// How a write travels through a tree of views: up from the view it was made through, each
// level embedding the records of the level below, and down into the views of every tracker
// whose state it changed.

// MARK: - Up: the view's side

extension StateTracker {
  /// Hands a write just stored through this view to its parent, with its change (`nil` for a
  /// write that reports nothing, which the parent counts all the same) and, when kept, the
  /// view's state `before` it.
  @inlinable
  @inline(__always)
  func forwardWrite(
    reporting change: State.Change?,
    rowChanges: RowChanges? = nil,
    before: State? = nil
  ) {
    let before = view!.keepsStateBefore ? before : nil
    guard let change else {
      return view!.up.childDidWrite(ViewChanges(), before: before)
    }
    let viewChange = ViewChange<State>(
      change: change, sequence: delivery.lastSequence, rowChanges: rowChanges,
      offset: view!.hint?.offset ?? 0)
    guard let before else {
      return view!.storeInParent(viewChange)
    }
    view!.up.childDidWrite(ViewChanges(viewChange), before: before)
  }

  /// Hands a write that changed the view's state from `before` to its parent, with a change for
  /// each property that differs, after bringing the view's own views in step.
  @usableFromInline
  func forwardDifferences(from before: State) {
    let path = view!
    var changes = ViewChanges<State>()
    let embedded = forEachDifference(from: before) { change, sequence, rowChanges in
      changes.append(
        ViewChange(
          change: change, sequence: sequence, rowChanges: rowChanges,
          offset: path.hint?.offset ?? 0))
    }
    if !views.isEmpty {
      syncViews(embedded, before: .state(before), except: nil)
    }
    view!.up.childDidWrite(changes, before: path.keepsStateBefore ? before : nil)
  }

  /// Takes a write the parent stored over this view's state, which was `before`: each change is
  /// handed to `hold` to wait for the parent's record, and the view's views are brought in step,
  /// every one of them when the path resolves again (`thaws`), as they were all frozen too.
  func adoptParentWrite(from before: State, thaws: Bool, hold: (ViewChange<State>) -> Void) {
    core.countWrite()
    let offset = view!.hint?.offset ?? 0
    let embedded = forEachDifference(from: before) { change, sequence, rowChanges in
      hold(ViewChange(change: change, sequence: sequence, rowChanges: rowChanges, offset: offset))
    }
    if !views.isEmpty {
      syncViews(embedded, before: .state(before), except: nil, everyView: thaws)
    }
  }

  /// Freezes every view of this view, whose path no longer resolves, as of its state `before`.
  func freezeViews(from before: State) {
    if !views.isEmpty {
      syncViews(EmbeddedSequences(), before: .state(before), except: nil, everyView: true)
    }
  }

  /// Delivers a change at its turn in the parent's order, its snapshot in the parent record's
  /// root box.
  @inlinable
  func deliverRelayed(_ change: ViewChange<State>, inRootBox root: AnyObject) {
    let startsDelivery = delivery.begin()
    sendRelayed(change, inRootBox: root)
    if startsDelivery {
      delivery.end()
    }
  }
}

// MARK: - Up: the parent's side

extension StateTracker {
  /// Takes one change of a view, with no state before it: the common write, reported as this
  /// tracker's write of the embedding property (or of the row).
  @inlinable
  func storeChildChange<Child>(
    _ change: consuming ViewChange<Child>,
    from link: ViewLink<State, Child>
  ) {
    // A write through a view overlaps an edit of this tracker's state as its own write does.
    checkExclusiveAccess()
    if link.embedsRows {
      link.checkRowKeepsItsID()
    }
    core.countWrite()
    delivery.lastSequence &+= 1
    let childChange = change.change
    let rowChanges = change.rowChanges
    // Held before this level reports: the view's relay, one of this level's observers, finds it.
    link.held.hold(change, untilParentRecord: delivery.lastSequence)
    delivery.heldForViews &+= 1
    guard delivery.isHeard || delivery.isDelivering else {
      return
    }
    // A row's change is one change of the array: the row updated where it is now.
    if link.withUpdatedRow({ deliverRowUpdate($0) }) == nil {
      deliverHeard(link.embedChange(childChange), rowChanges: rowChanges)
    }
  }

  /// Delivers the array's change for a write through a row's view, the row updated where it is.
  @inlinable
  @inline(__always)
  func deliverRowUpdate<Element>(_ row: RowEmbedding<State, Element>) {
    deliverHeard(row.change, rowChanges: row.update)
  }

  /// Takes a write a view stored in place, each of the view's records placed behind the one
  /// that embeds it; one undo step when it reports something, else only counted.
  @inlinable
  func storeChildWrite<Child>(
    _ changes: ViewChanges<Child>,
    before childBefore: Child?,
    from link: ViewLink<State, Child>
  ) {
    // A write through a view overlaps an edit of this tracker's state as its own write does.
    checkExclusiveAccess()
    if link.embedsRows {
      link.checkRowKeepsItsID()
    }
    core.countWrite()
    // A row's write is one change of the array, noted in the buffer the tracker lends.
    var rowBuffer = link.embedsRows ? core.lendRowChangeBuffer() : ContiguousArray()
    defer {
      if link.embedsRows {
        core.recycleRowChangeBuffer(&rowBuffer)
      }
    }
    guard let childBefore else {
      return embedAndPass(
        changes, from: link, before: nil, rowBuffer: &rowBuffer, syncsTwins: false)
    }
    // This level's state before, for a twin of the view or the levels above.
    let syncsTwins = core.twinCount > 0 && views.hasTwins(of: link)
    guard view != nil || syncsTwins else {
      return embedAndPass(
        changes, from: link, before: nil, oldElement: childBefore, rowBuffer: &rowBuffer)
    }
    var before = storage
    ValueHandle.withTemporary(&before) { before in
      link.step.locate(before, .write)!.pointee = childBefore
    }
    embedAndPass(
      changes, from: link, before: before, oldElement: childBefore, rowBuffer: &rowBuffer,
      syncsTwins: syncsTwins)
  }

  /// Embeds a view's changes in this tracker's, and delivers them (at the root) or passes them
  /// up. `before` is this tracker's state before, when known; `oldElement`, a row's element
  /// before, for the history; `rowBuffer`, an empty buffer for a row change; `syncsTwins`,
  /// whether the other views with the link's key are brought in step.
  @inlinable
  func embedAndPass<Child>(
    _ changes: ViewChanges<Child>,
    from link: ViewLink<State, Child>,
    before: State?,
    oldElement: Child? = nil,
    rowBuffer: inout ContiguousArray<RowChange>,
    syncsTwins: Bool = false
  ) {
    if let view {
      var forwarded = ViewChanges<State>()
      let offset = view.hint?.offset ?? 0
      let embedded = embed(
        changes, from: link, keepingSequences: syncsTwins, rowBuffer: &rowBuffer
      ) { change, sequence, rowChanges in
        forwarded.append(
          ViewChange(change: change, sequence: sequence, rowChanges: rowChanges, offset: offset))
      }
      if syncsTwins, let before {
        syncViews(embedded, before: .state(before), except: link, key: link.key)
      }
      return view.up.childDidWrite(forwarded, before: before)
    }
    let startsDelivery = delivery.begin()
    if startsDelivery, changes.isSingle, !syncsTwins {
      // A `set` through a view while nothing is delivered: delivered at once, without the queue.
      var single: ChangeRecord<State>?
      embed(changes, from: link, keepingSequences: false, rowBuffer: &rowBuffer) {
        change, sequence, rowChanges in
        single = ChangeRecord(
          change: change, source: sharedSnapshot(), sequence: sequence, rowChanges: rowChanges)
      }
      recordStep(ofChildWrite: link, oldElement: oldElement)
      send(single!)
      return endDelivery()
    }
    let embedded = embed(
      changes, from: link, keepingSequences: syncsTwins, rowBuffer: &rowBuffer
    ) { change, sequence, rowChanges in
      delivery.queue.enqueue(
        ChangeRecord(
          change: change, source: sharedSnapshot(), sequence: sequence, rowChanges: rowChanges))
    }
    if !changes.isEmpty {
      recordStep(ofChildWrite: link, oldElement: oldElement)
    }
    if syncsTwins, let before {
      syncViews(embedded, before: .state(before), except: link, key: link.key)
    }
    if startsDelivery {
      drain()
    }
  }

  /// With history on, records the step of a view's write that reported something: for a row
  /// view, the element's update, when its old value is known.
  @inlinable
  func recordStep<Child>(ofChildWrite link: ViewLink<State, Child>, oldElement: Child?) {
    guard history != nil else {
      return
    }
    if case .row(let row) = link.embedding, let oldElement {
      history!.addPending(
        row.updateStep(row.hint.offset, oldElement, link.step.value(in: stateAddress)!))
    }
    recordStep()
  }

  /// Numbers a view's changes in this tracker and holds them for the records that embed them;
  /// a row view's changes become one change of the array, noted in `rowBuffer`. Returns the
  /// embedding changes' sequence numbers when `keepingSequences`.
  @inlinable
  @discardableResult
  func embed<Child>(
    _ changes: ViewChanges<Child>,
    from link: ViewLink<State, Child>,
    keepingSequences: Bool,
    rowBuffer: inout ContiguousArray<RowChange>,
    _ body: (State.Change, Int, RowChanges?) -> Void
  ) -> EmbeddedSequences<State> {
    var embedded = EmbeddedSequences<State>()
    switch link.embedding {
    case .scope(let declaration):
      changes.forEachChange { held in
        let change = declaration.embed(held.change)
        let sequence = delivery.nextSequence()
        link.held.hold(held, untilParentRecord: sequence)
        delivery.heldForViews &+= 1
        if keepingSequences {
          embedded.append(change, sequence)
        }
        body(change, sequence, held.rowChanges)
      }
    case .row(let row):
      guard !changes.isEmpty else {
        break
      }
      // One change of the array for the whole write, the row updated where it is now.
      let sequence = delivery.nextSequence()
      changes.forEachChange {
        link.held.hold($0, untilParentRecord: sequence)
        delivery.heldForViews &+= 1
      }
      if keepingSequences {
        embedded.append(row.change, sequence)
      }
      rowBuffer.append(.updated(offset: row.hint.offset, id: row.id))
      body(row.change, sequence, RowChanges(contiguous: rowBuffer))
    }
    return embedded
  }
}

// MARK: - Down

extension StateTracker {
  /// Brings in step the views but `source` under what a write over `before` changed (only those
  /// with `key`, when given; all when `everyView`). They are found by where they lie: under a
  /// declared property whose stored bits changed, or, for an edit of rows, on the rows it
  /// inserted, removed or replaced.
  @inlinable
  func syncViews(
    _ sequences: EmbeddedSequences<State>,
    before: StateBefore<State>,
    except source: AnyObject?,
    key: AnyHashable? = nil,
    everyView: Bool = false
  ) {
    let sync = { (link: any ChildLink<State>) in link.parentDidWrite(sequences, before: before) }
    if key != nil || everyView {
      return views.forEachLive(except: source, key: key, sync)
    }
    switch before {
    case .state(let state):
      let changed = positionsWithViewsChanged(from: state)
      if !changed.isEmpty {
        views.forEachLive(except: source, under: changed.contains, sync)
      }
    case .rows(let position, _, let ids?):
      views.forEachRowView(at: position, ids: ids, sync)
    case .rows(let position, _, nil):
      views.forEachLive(except: source, under: { $0 == position }, sync)
    }
  }

  /// The positions of the declared properties with views whose stored bits differ from `before`.
  @inlinable
  func positionsWithViewsChanged(from before: State) -> [Int] {
    ValueHandle.reading(before) { before in
      views.positions.keys.filter {
        !properties[$0].declaration.holdsSameBits(in: before, as: stateAddress)
      }
    }
  }

  /// Adds a view; returns whether another view of this tracker has the same key.
  @usableFromInline
  func addView(_ link: any ChildLink<State>, handle: ChildLinkHandle<State>) -> Bool {
    views.add(handle, key: link.key)
  }

  func viewReleased(_ handle: ChildLinkHandle<State>, key: AnyHashable) {
    if views.viewReleased(handle, key: key) {
      core.twinCount -= 1
    }
  }
}
