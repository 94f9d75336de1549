/// What undo or redo did to each array declared row by row, for the records they report.
@usableFromInline
struct RestoredRows<State> {
  /// The changes of the first array that changed, kept inline: most steps change one array.
  @usableFromInline
  var first: (access: RowsAccess<State>, changes: ContiguousArray<RowChange>)?

  /// The changes of the other arrays that changed, in the order of the steps undone or redone.
  @usableFromInline
  var others: ContiguousArray<(access: RowsAccess<State>, changes: ContiguousArray<RowChange>)> =
    []

  /// Creates an empty list.
  @inlinable
  init() {}

  /// Adds the changes of the array `access` reads.
  @inlinable
  mutating func append(_ changes: ContiguousArray<RowChange>, of access: RowsAccess<State>) {
    if first == nil {
      first = (access, changes)
    } else if first!.access === access {
      first!.changes += changes
    } else if let index = others.firstIndex(where: { $0.access === access }) {
      others[index].changes += changes
    } else {
      others.append((access, changes))
    }
  }

  /// The changes of the array `access` reads, or `nil` when it did not change.
  @inlinable
  func changes(of access: RowsAccess<State>) -> RowChanges? {
    let changes =
      if let first, first.access === access {
        first.changes
      } else {
        others.first { $0.access === access }?.changes
      }
    guard let changes, !changes.isEmpty else {
      return nil
    }
    return RowChanges(contiguous: changes)
  }
}
