/// The link between a view and the tracker it was made from: the one way a child tracker and
/// its parent reach each other, whatever the view's path (an embedded state, an optional one,
/// an element of an identified array).
///
/// Up, it passes the view's writes, already stored in place in the root's storage, to the
/// parent, which embeds the view's records in its own; the view's records then wait in
/// ``held`` until the parent delivers the records that embed them, and reach the view's
/// observers at the link's turn among the parent's observers (its relay, registered when the
/// view was made). Down, it brings the view in step with the parent's writes, from what the
/// parent's state was before them.
///
/// Lifetimes: the view owns the link, and the link owns the parent, so a parent lives as long
/// as any of its views. The parent reaches the link only through a ``ChildLinkHandle`` that the
/// link clears when it goes away, and the link reaches the view unowned, after checking the
/// view's ``TrackerLifetime``.
@usableFromInline
final class ViewLink<Parent: TrackedState, Child: TrackedState>: ParentLink, ChildLink {
  @usableFromInline
  let parent: StateTracker<Parent>

  /// The view, unowned, as it owns the link; set once, right after the view is made, and read
  /// only while `childLifetime` says it is alive.
  @usableFromInline
  @exclusivity(unchecked)
  var unownedChild: Unretained.Reference<StateTracker<Child>>?

  @usableFromInline
  let childLifetime: TrackerLifetime

  @usableFromInline
  let handle: ChildLinkHandle<Parent>

  @usableFromInline
  let step: PathStep<Parent, Child>

  @usableFromInline
  let embedding: ViewEmbedding<Parent, Child>

  @usableFromInline
  let embedsRows: Bool

  /// For a row's view, its embedding, unretained: ``embedding`` keeps it.
  @usableFromInline
  let row: Unretained.Reference<RowEmbedding<Parent, Child>>?

  /// The parent's change for a change of the view: the array's, for a row.
  @usableFromInline
  let embedChange: (Child.Change) -> Parent.Change

  /// For a row's view, whether the element at its hint still has its id; `true` for a scope.
  @usableFromInline
  let keepsRowID: (ValueHandle<Parent>) -> Bool

  @usableFromInline
  let held = HeldRecords<Child>()

  /// Why the view refuses writes at this level, or `nil` while its path resolves here.
  @usableFromInline
  @exclusivity(unchecked)
  var absence: ScopeError?

  @usableFromInline
  @exclusivity(unchecked)
  var relayToken: ObservationToken?

  /// Set by ``connect()``.
  @usableFromInline
  @exclusivity(unchecked)
  var storeInParent: (ViewLink, ViewChanges<Child>, Child?) -> Void = { _, _, _ in }

  /// `position` is that of the parent's declaration the view lies under.
  @usableFromInline
  init(
    parent: StateTracker<Parent>,
    step: PathStep<Parent, Child>,
    position: Int,
    embedding: ViewEmbedding<Parent, Child>
  ) {
    self.parent = parent
    self.childLifetime = TrackerLifetime()
    self.step = step
    self.embedding = embedding
    switch embedding {
    case .scope(let declaration):
      handle = ChildLinkHandle(position: position, rowID: nil)
      embedsRows = false
      self.row = nil
      embedChange = declaration.embed
      keepsRowID = { _ in true }
    case .row(let row):
      handle = ChildLinkHandle(position: position, rowID: row.id)
      embedsRows = true
      self.row = Unretained.Reference(row)
      let change = row.change
      embedChange = { _ in change }
      keepsRowID = row.keepsItsID
    }
    handle.link = self
  }

  deinit {
    handle.link = nil
    // What still waits for the parent's records no longer does.
    parent.delivery.heldForViews &-= held.count
    parent.viewReleased(handle, key: step.key)
  }

  @inlinable
  var child: StateTracker<Child>? {
    childLifetime.isAlive ? unownedChild!.object : nil
  }

  @usableFromInline
  var key: AnyHashable { step.key }

  /// Passes the view's writes to the parent, and registers the relay among the parent's
  /// observers, unfiltered: a record that embeds none of the view's changes finds nothing held.
  @inlinable
  func connect() {
    // The link is passed in, not captured, so that the closure makes no cycle with it.
    storeInParent = { link, changes, before in
      link.parent.storeChildWrite(changes, before: before, from: link)
    }
    // Not retained: the link owns the relay's token, so the relay is cancelled before the link
    // goes away; while it runs, the relay holds the view, which holds the link.
    let link = Unmanaged.passUnretained(self)
    relayToken = parent.observeRelaying(
      { sequence, rootBox in
        Unretained.with(link) { $0.relay(sequence, inRootBox: rootBox) }
      },
      handler: { record in
        record.source.withRootBox { rootBox in
          Unretained.with(link) { $0.relay(record.sequence, inRootBox: rootBox) }
        }
      })
  }

  // MARK: Up

  @inlinable
  func childDidWrite(_ changes: ViewChanges<Child>, before: Child?) {
    storeInParent(self, changes, before)
  }

  @usableFromInline
  var refusal: ScopeError? {
    absence ?? parent.scopeError
  }

  @usableFromInline
  func beginExclusiveAccessOfParent(isBatch: Bool) {
    parent.beginExclusiveAccess(isBatch ? .batchThroughScope : .editThroughScope)
  }

  @usableFromInline
  func endExclusiveAccessOfParent() {
    parent.endExclusiveAccess()
  }

  @usableFromInline
  func transaction<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try parent.transaction(body)
  }

  /// Delivers the view's changes that wait for the parent's record numbered `sequence`.
  @inlinable
  func relay(_ sequence: Int, inRootBox rootBox: AnyObject) {
    // The view is held for the call: an observer may release it, and the link with it.
    guard !held.isEmpty, let child else {
      return
    }
    let released = held.release(forParentRecord: sequence) { change in
      child.deliverRelayed(change, inRootBox: rootBox)
    }
    parent.delivery.heldForViews &-= released
  }

  /// For a row's view, `body` applied to its embedding, whose ``RowEmbedding/update`` names
  /// where the row is now; `nil` for any other view.
  @inlinable
  func withUpdatedRow<Result>(
    _ body: (RowEmbedding<Parent, Child>) -> Result
  ) -> Result? {
    guard let row else {
      return nil
    }
    return Unretained.with(row.unmanaged) { row in
      row.refreshUpdate()
      return body(row)
    }
  }

  /// Stops the program when a write through a row's view, which the parent just took, changed its
  /// element's id: the view follows one id.
  @inlinable
  func checkRowKeepsItsID() {
    if !keepsRowID(parent.stateAddress) {
      rowLostItsID()
    }
  }

  @usableFromInline
  @inline(never)
  func rowLostItsID() -> Never {
    guard case .row(let row) = embedding, case .rowNotFound(let id, let property) = row.removal
    else {
      preconditionFailure("only a row's view loses its element's id")
    }
    fatalError(
      """
      StateTracker<\(Child.self)>: a write through the tracker of the row with the id \(id) of \
      \(property) changed the element's id. A row's tracker follows one id, as a dictionary's \
      entry follows its key: change an element's id through the parent (in its edit of the \
      array, or by replacing the element), then scope the row with the new id.
      """)
  }

  // MARK: Down

  @usableFromInline
  func parentDidWrite(_ sequences: EmbeddedSequences<Parent>, before: StateBefore<Parent>) {
    guard let child, let path = child.view else {
      return
    }
    // The view's state before the write: the frozen one while the path did not resolve.
    let old: Child?
    switch (embedding, before) {
    case (.scope, .rows):
      // An edit of an array leaves every embedded state alone.
      return
    case (.scope, .state(let parentBefore)), (.row, .state(let parentBefore)):
      old =
        path.frozen?.value
        ?? ValueHandle.reading(parentBefore) { step.locate($0, .read)?.pointee }
    case (.row(let row), .rows(let position, let operations, _)):
      guard position == row.position, case .changed(let value) = row.elementBefore(operations)
      else {
        return
      }
      old = path.frozen?.value ?? value
    }
    guard path.resolve(forWrite: false) != nil else {
      // The path no longer resolves: the view keeps the state it had, and so do its views.
      if path.frozen == nil, let old {
        path.frozen = StateBox(old)
        child.freezeViews(from: old)
      }
      // Refused here, unless the parent's own path broke first: it then says why.
      if parent.acceptsWrites {
        absence = refusalHere
      }
      return
    }
    let thaws = path.frozen != nil
    path.frozen = nil
    absence = nil
    guard let old else {
      return
    }
    let sequence: Int?
    if case .row(let row) = embedding {
      sequence = sequences.sequence(of: row.change)
    } else {
      sequence = nil
    }
    child.adoptParentWrite(from: old, thaws: thaws) { change in
      if case .scope(let declaration) = embedding {
        if let parentSequence = sequences.sequence(of: declaration.embed(change.change)) {
          held.hold(change, untilParentRecord: parentSequence)
          parent.delivery.heldForViews &+= 1
        }
      } else if let sequence {
        held.hold(change, untilParentRecord: sequence)
        parent.delivery.heldForViews &+= 1
      }
    }
  }

  /// Why the view refuses writes when its path stops resolving at this level.
  var refusalHere: ScopeError {
    switch embedding {
    case .scope(let declaration):
      .embeddedStateIsNil(property: declaration.keyPath.debugDescription)
    case .row(let row):
      row.removal
    }
  }
}
