/// What connects a row scope to its parent: the child tracker of one element of an identified
/// array, whose writes the parent stores as an edit of that row.
///
/// The child's write is stored in the parent through ``StateTracker/edit(_:_:)``, so the parent
/// reports the array with the row updated and its history keeps the step; the child's records
/// reach the child's observers once the parent stored it. A parent record of the array that
/// names the row brings the child in step; one that removed it makes the child refuse writes.
final class RowScopeConnection<Parent: TrackedState, Element>: ScopeHost<Element>
where Element: TrackedState & Identifiable & Equatable, Element.ID: Sendable {
  /// The parent, kept alive by the child through this connection.
  let parent: StateTracker<Parent>

  /// The child, unretained: it owns this connection.
  unowned(unsafe) let unretainedChild: StateTracker<Element>

  /// Cleared when the child goes away.
  let childLifetime: TrackerLifetime

  /// The array.
  let keyPath: WritableKeyPath<Parent, [Element]>

  /// The row's element's id.
  let id: Element.ID

  /// Why the child refuses writes, when its element is gone.
  @exclusivity(unchecked)
  var removal: ScopeError?

  /// The child's state when its element went away, which a refused write returns to.
  @exclusivity(unchecked)
  var frozen: Element?

  /// The parent's observer of the array, cancelled with the connection.
  @exclusivity(unchecked)
  var parentToken: ObservationToken?

  init(
    parent: StateTracker<Parent>,
    child: StateTracker<Element>,
    keyPath: WritableKeyPath<Parent, [Element]>,
    id: Element.ID
  ) {
    self.parent = parent
    self.unretainedChild = child
    self.childLifetime = child.lifetime
    self.keyPath = keyPath
    self.id = id
    super.init()
  }

  /// The child, while it lives.
  var child: StateTracker<Element>? {
    childLifetime.isAlive ? unretainedChild : nil
  }

  /// The row's element in the parent's current state, if it is there.
  var element: Element? {
    parent.storedState[keyPath: keyPath].first { $0.id == id }
  }

  override var refusal: ScopeError? {
    removal ?? parent.scopeError
  }

  override func stateBeforeRefusal() -> Element? {
    frozen ?? element
  }

  override func beginExclusiveAccessOfParent() {
    parent.beginExclusiveAccess(.editThroughScope)
  }

  override func endExclusiveAccessOfParent() {
    parent.endExclusiveAccess()
  }

  override func transaction<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try parent.transaction(body)
  }

  /// Stores the child's write as an edit of the row, then delivers the child's records.
  func store(_ state: Element, records: UnsafeBufferPointer<ChangeRecord<Element>>) {
    parent.edit(keyPath) { rows in
      if let offset = rows.offset(of: id) {
        rows[offset] = state
      }
    }
    for record in records {
      child?.deliverRelayed(record)
    }
  }

  /// Brings the child in step with a parent record of the array that names the row: adopts the
  /// row's element as the parent has it now (a record delivered late may hold an older one), and
  /// refuses writes from when it is gone. The record of the child's own write changes nothing.
  func parentDidWrite(_ record: ChangeRecord<Parent>) {
    guard let child else {
      return
    }
    let rowID = RowID(id)
    if let rows = record.rowChanges, !rows.contains(where: { $0.id == rowID }) {
      // Another row, or this one moved: the element is the same.
      return
    }
    guard let element else {
      if removal == nil {
        removal = .rowNotFound(id: String(describing: id), property: keyPath.debugDescription)
        frozen = child.storedState
      }
      return
    }
    removal = nil
    frozen = nil
    for record in child.adoptEmbeddedState(element) {
      child.deliverRelayed(record)
    }
  }
}
