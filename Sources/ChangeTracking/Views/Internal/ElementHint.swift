/// The offset where a row view last found its element, checked by id before the array is
/// searched: O(1) while the element does not move.
@usableFromInline
final class ElementHint {
  @usableFromInline
  @exclusivity(unchecked)
  var offset: Int

  @usableFromInline
  init(offset: Int) {
    self.offset = offset
  }

  /// The offset of the element with `id` in `rows`, or `nil`; a search moves the hint.
  @inlinable
  func index<Element: Identifiable>(of id: Element.ID, in rows: borrowing [Element]) -> Int? {
    guard let found = Self.index(of: id, in: rows, from: offset) else {
      return nil
    }
    offset = found
    return found
  }

  /// The offset of the element with `id` in `rows`, or `nil`, looked for first at `offset`.
  @inlinable
  static func index<Element: Identifiable>(
    of id: Element.ID,
    in rows: borrowing [Element],
    from offset: Int
  ) -> Int? {
    if offset >= 0, offset < rows.count, rows[offset].id == id {
      return offset
    }
    return rows.firstIndex { $0.id == id }
  }
}
