/// What undo or redo did to each array declared row by row, for the records they report.
@usableFromInline
struct RestoredRows<State> {
  /// The changes of each array that changed, in the order of the steps undone or redone.
  @usableFromInline
  var entries: ContiguousArray<(access: RowsAccess<State>, changes: ContiguousArray<RowChange>)> =
    []

  /// Creates an empty list.
  @inlinable
  init() {}

  /// Adds the changes of the array `access` reads.
  @inlinable
  mutating func append(_ changes: ContiguousArray<RowChange>, of access: RowsAccess<State>) {
    if let index = entries.firstIndex(where: { $0.access === access }) {
      entries[index].changes += changes
    } else {
      entries.append((access, changes))
    }
  }

  /// The changes of the array `access` reads, or `nil` when it did not change.
  @inlinable
  func changes(of access: RowsAccess<State>) -> RowChanges? {
    for entry in entries where entry.access === access {
      return entry.changes.isEmpty ? nil : RowChanges(contiguous: entry.changes)
    }
    return nil
  }
}
