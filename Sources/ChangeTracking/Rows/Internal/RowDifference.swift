/// What changed between two arrays, as the changes a record reports and the operations a
/// history step keeps.
enum RowDifference {
  /// The changes from `old` to `new`, and, when `keepsOperations`, the operations that redo and
  /// undo them. Arrays of one length whose elements keep their identity at each offset (always,
  /// when they have no ids) are reported as updates of the elements that differ, unless the
  /// shortest difference (removals then insertions) is shorter, which a non-identified array
  /// that shifted may be.
  static func between<Element: Equatable>(
    _ old: [Element],
    _ new: [Element],
    identify: ((Element) -> RowID)?,
    keepsOperations: Bool
  ) -> (ContiguousArray<RowChange>, ContiguousArray<RowOperation<Element>>) {
    var changes = ContiguousArray<RowChange>()
    var operations = ContiguousArray<RowOperation<Element>>()
    func note(_ change: RowChange, _ operation: @autoclosure () -> RowOperation<Element>) {
      changes.append(change)
      if keepsOperations {
        operations.append(operation())
      }
    }
    func keepsIdentity(at offset: Int) -> Bool {
      guard let identify else {
        return true
      }
      return old[offset] == new[offset] || identify(old[offset]) == identify(new[offset])
    }
    var updated: [Int] = []
    if old.count == new.count, old.indices.allSatisfy(keepsIdentity) {
      updated = old.indices.filter { old[$0] != new[$0] }
    }
    let difference =
      updated.count == 1 || (identify != nil && !updated.isEmpty)
      ? nil : new.difference(from: old)
    if let difference, updated.isEmpty || difference.count < updated.count {
      // Removals from the last, so that each offset is still the one it names; then insertions
      // from the first, each at its final offset.
      for case .remove(let offset, let element, _) in difference.removals.reversed() {
        note(.removed(offset: offset, id: identify?(element)), .remove(offset, element))
      }
      for case .insert(let offset, let element, _) in difference.insertions {
        note(.inserted(offset: offset, id: identify?(element)), .insert(offset, element))
      }
    } else {
      for offset in updated {
        note(
          .updated(offset: offset, id: identify?(new[offset])),
          .update(offset, old: old[offset], new: new[offset]))
      }
    }
    return (changes, operations)
  }
}
