/// What undo or redo did to each array declared row by row, for the records they report.
@usableFromInline
struct RestoredRows<State> {
  /// The changes of each array that changed, in the order of the steps undone or redone.
  var entries: ContiguousArray<(access: RowsAccess<State>, changes: ContiguousArray<RowChange>)> =
    []

  /// Adds the changes of the array `access` reads.
  mutating func append(_ changes: ContiguousArray<RowChange>, of access: RowsAccess<State>) {
    if let index = entries.firstIndex(where: { $0.access === access }) {
      entries[index].changes += changes
    } else {
      entries.append((access, changes))
    }
  }

  /// The changes of the array `access` reads, or `nil` when it did not change.
  func changes(of access: RowsAccess<State>) -> RowChanges? {
    guard let entry = entries.first(where: { $0.access === access }), !entry.changes.isEmpty
    else {
      return nil
    }
    return RowChanges(entry.changes)
  }
}
