/// The offset where a row view last found its element, checked by id before the array is
/// searched: O(1) while the element does not move.
@usableFromInline
final class ElementHint {
  /// The offset where the element was last seen.
  @usableFromInline
  @exclusivity(unchecked)
  var offset: Int

  @usableFromInline
  init(offset: Int) {
    self.offset = offset
  }

  /// The offset of the element with `id` in `rows`, or `nil` when there is none: the hint when
  /// it still holds, else found by a search, which moves the hint.
  @inlinable
  func index<Element: Identifiable>(of id: Element.ID, in rows: borrowing [Element]) -> Int? {
    guard let found = Self.index(of: id, in: rows, from: offset) else {
      return nil
    }
    offset = found
    return found
  }

  /// The offset of the element with `id` in `rows`, or `nil` when there is none, looked for
  /// first at `offset`.
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
