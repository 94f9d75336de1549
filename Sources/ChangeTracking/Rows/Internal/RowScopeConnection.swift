/// What connects a row scope to its parent: the child tracker of one element of an identified
/// array, whose writes the parent stores as an edit of that row.
///
/// The child's write is stored in the parent as an edit of that one element
/// (``StateTracker/edit(_:at:_:)``'s path), so the parent reports the array with the row updated
/// and its history keeps the step; the child's records reach the child's observers when the
/// parent delivers that record to the connection, as a plain scope's do. A parent record of the array that names the row brings the child in step;
/// one that removed it makes the child refuse writes.
///
/// The row is found by its id through a hint, the offset where it was last seen: O(1) while
/// the row does not move, a search of the array when it did.
@usableFromInline
final class RowScopeConnection<Parent: TrackedState, Element>: ScopeHost<Element>
where Element: TrackedState & Identifiable & Equatable, Element.ID: Sendable {
  /// The parent, kept alive by the child through this connection.
  @usableFromInline
  let parent: StateTracker<Parent>

  /// The child, unretained: it owns this connection.
  @usableFromInline
  unowned(unsafe) let unretainedChild: StateTracker<Element>

  /// Cleared when the child goes away.
  @usableFromInline
  let childLifetime: TrackerLifetime

  /// The array.
  @usableFromInline
  let keyPath: WritableKeyPath<Parent, [Element]>

  /// The array's offset in the parent's state: an array declared row by row is stored there.
  @usableFromInline
  let storedOffset: Int

  /// The offset where the row was last seen, checked by id before the array is searched.
  @exclusivity(unchecked)
  @usableFromInline
  var hint = 0

  /// The child's records, each waiting for the parent's record of the write it comes from.
  @usableFromInline
  let held = HeldRecords<Element>()

  /// The row's element's id.
  @usableFromInline
  let id: Element.ID

  /// Why the child refuses writes, when its element is gone.
  @exclusivity(unchecked)
  var removal: ScopeError?

  /// The child's state when its element went away, which a refused write returns to.
  @exclusivity(unchecked)
  var frozen: Element?

  /// The parent's observer of the array, cancelled with the connection.
  @exclusivity(unchecked)
  @usableFromInline
  var parentToken: ObservationToken?

  @usableFromInline
  init(
    parent: StateTracker<Parent>,
    child: StateTracker<Element>,
    keyPath: WritableKeyPath<Parent, [Element]>,
    storedOffset: Int,
    id: Element.ID
  ) {
    self.parent = parent
    self.unretainedChild = child
    self.childLifetime = child.lifetime
    self.keyPath = keyPath
    self.storedOffset = storedOffset
    self.id = id
    super.init()
  }

  /// The child, while it lives.
  @inlinable
  var child: StateTracker<Element>? {
    childLifetime.isAlive ? unretainedChild : nil
  }

  /// The row's element in the parent's current state, if it is there.
  var element: Element? {
    let rows = parent.rows(at: storedOffset, of: Element.self)
    return offset(in: rows.pointee).map { rows.pointee[$0] }
  }

  /// The row's offset in `rows`, or `nil` when no element has its id: the hint when it still
  /// holds, else found by a search, which moves the hint.
  @inlinable
  func offset(in rows: borrowing [Element]) -> Int? {
    if hint < rows.count, rows[hint].id == id {
      return hint
    }
    guard let found = rows.firstIndex(where: { $0.id == id }) else {
      return nil
    }
    hint = found
    return found
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

  /// Stores the child's write as an edit of the row; the child's records wait for the parent's
  /// record of it, and reach the child's observers at the connection's turn among the parent's.
  ///
  /// The child asked for a refusal before writing, so the row is there.
  @inlinable
  func store(_ state: Element, records: UnsafeBufferPointer<ChangeRecord<Element>>) {
    // The number the parent's record of this write takes, if the write changes the row.
    let expected = parent.delivery.lastSequence &+ 1
    for record in records {
      held.hold(record, untilParentRecord: expected)
    }
    _ = try? parent.editElement(
      storedOffset: storedOffset, { $0 = state },
      locate: { (rows) throws(RowEditError) in
        guard let offset = offset(in: rows) else {
          throw .unknownID(RowID(id))
        }
        return offset
      })
    if parent.delivery.lastSequence < expected {
      // Equal for the parent (a child property that reports every write): no parent record
      // comes, so the child's records go out now.
      held.release(forParentRecord: expected) { child?.deliverRelayed($0) }
    }
  }

  /// Brings the child in step with a parent record of the array that names the row: adopts the
  /// row's element as the parent has it now (a record delivered late may hold an older one), and
  /// refuses writes from when it is gone. The record of the child's own write changes nothing.
  @inlinable
  func parentDidWrite(_ record: ChangeRecord<Parent>) {
    guard let child else {
      return
    }
    if held.release(forParentRecord: record.sequence, to: { child.deliverRelayed($0) }) {
      // The record of the child's own write: the child holds that state already, and a later
      // write of the row has a record of its own.
      return
    }
    adopt(record, in: child)
  }

  /// Brings `child` in step with a parent record of the array that is not of its own write.
  @usableFromInline
  func adopt(_ record: ChangeRecord<Parent>, in child: StateTracker<Element>) {
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
