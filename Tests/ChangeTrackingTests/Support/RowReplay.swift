import ChangeTracking

/// Checks row changes against the arrays they claim to lead between.
enum RowReplay {
  /// One row while the changes are replayed: an element from before, or a row the changes
  /// inserted or updated, whose value must be the one after.
  private struct Row<Element> {
    var value: Element?
    var id: RowID?
  }

  /// Why `changes` do not lead from `old` to `new`, or `nil` when they do: replayed in order on
  /// `old`, every offset is in range, every row not inserted or updated keeps its value, every
  /// change names its element's id (`identify`), and the result has `new`'s length.
  static func mismatch<Element: Equatable>(
    _ changes: RowChanges,
    from old: [Element],
    to new: [Element],
    identify: ((Element) -> RowID)? = nil
  ) -> String? {
    var rows = old.map { Row(value: $0, id: identify?($0)) }
    for change in changes {
      switch change {
      case .inserted(let offset, let id):
        guard (0...rows.count).contains(offset) else { return "\(change): out of range" }
        rows.insert(Row(value: nil, id: id), at: offset)
      case .removed(let offset, let id):
        guard rows.indices.contains(offset) else { return "\(change): out of range" }
        guard rows[offset].id == id else { return "\(change): the row's id is not \(id as Any)" }
        rows.remove(at: offset)
      case .updated(let offset, let id):
        guard rows.indices.contains(offset) else { return "\(change): out of range" }
        rows[offset] = Row(value: nil, id: id)
      case .moved(let from, let to, let id):
        guard rows.indices.contains(from), rows.indices.contains(to) else {
          return "\(change): out of range"
        }
        guard rows[from].id == id else { return "\(change): the row's id is not \(id as Any)" }
        rows.insert(rows.remove(at: from), at: to)
      }
    }
    guard rows.count == new.count else {
      return "\(changes) give \(rows.count) rows, not \(new.count)"
    }
    for (offset, row) in rows.enumerated() {
      if let value = row.value, value != new[offset] {
        return "\(changes): row \(offset) changed without being reported"
      }
      if let identify, row.id != identify(new[offset]) {
        return "\(changes): row \(offset) has the id \(identify(new[offset])), not \(row.id as Any)"
      }
    }
    return nil
  }
}
