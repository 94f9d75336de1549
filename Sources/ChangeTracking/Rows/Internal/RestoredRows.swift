/// What undo or redo did to each array declared row by row, for the records they report.
@usableFromInline
struct RestoredRows<State> {
  /// The identity of the access to the first array that changed: most steps change one array.
  @usableFromInline
  var firstAccess: ObjectIdentifier?

  /// The changes of the first array that changed.
  @usableFromInline
  var firstChanges = ContiguousArray<RowChange>()

  /// The changes of the other arrays that changed, in the order of the steps undone or redone.
  @usableFromInline
  var others: ContiguousArray<(access: ObjectIdentifier, changes: ContiguousArray<RowChange>)> =
    []

  @inlinable
  init() {}

  /// Adds the changes of the array that the access identified by `access` reads.
  @inlinable
  mutating func append(
    _ changes: consuming ContiguousArray<RowChange>, of access: ObjectIdentifier
  ) {
    if firstAccess == nil {
      firstAccess = access
      firstChanges = changes
    } else if firstAccess == access {
      firstChanges += changes
    } else if let index = others.firstIndex(where: { $0.access == access }) {
      others[index].changes += changes
    } else {
      others.append((access, changes))
    }
  }

  /// The changes of the array `access` reads, or `nil` when it did not change.
  @inlinable
  func changes(of access: any RowsAccess<State>) -> RowChanges? {
    let access = ObjectIdentifier(access)
    let changes =
      firstAccess == access ? firstChanges : others.first { $0.access == access }?.changes
    guard let changes, !changes.isEmpty else {
      return nil
    }
    return RowChanges(contiguous: changes)
  }

  /// Takes the changes of the first array that changed out of the list, for the tracker to take
  /// its buffer back.
  @inlinable
  mutating func takeFirstChanges() -> ContiguousArray<RowChange> {
    var changes = ContiguousArray<RowChange>()
    swap(&changes, &firstChanges)
    firstAccess = nil
    return changes
  }
}
