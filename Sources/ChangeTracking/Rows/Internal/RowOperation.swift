/// One edit of a collection's elements, as a history step keeps it: enough to apply it again
/// and to undo it, holding only the elements it concerns.
@usableFromInline
enum RowOperation<Element> {
  /// `element` was inserted at `offset`.
  case insert(Int, Element)
  /// `element` was removed from `offset`.
  case remove(Int, Element)
  /// The element at `offset` was `old` and became `new`.
  case update(Int, old: Element, new: Element)
  /// The element at `from` was moved to `to`.
  case move(from: Int, to: Int)

  /// Applies the edit to `rows`, or undoes it when `forward` is `false`, and returns the change
  /// a record reports for it.
  ///
  /// - Parameters:
  ///   - rows: The elements, as the edit (or, to undo it, the edit's result) found them.
  ///   - forward: Whether to apply the edit or undo it.
  ///   - identify: The identifier of an element, when the elements are `Identifiable`.
  /// - Returns: The change, in the direction applied.
  func apply(
    to rows: inout [Element],
    forward: Bool,
    identify: ((Element) -> RowID)?
  ) -> RowChange {
    switch self {
    case .insert(let offset, let element):
      let change = RowChange.inserted(offset: offset, id: identify?(element))
      if forward {
        rows.insert(element, at: offset)
        return change
      }
      rows.remove(at: offset)
      return change.inverse
    case .remove(let offset, let element):
      let change = RowChange.removed(offset: offset, id: identify?(element))
      if forward {
        rows.remove(at: offset)
        return change
      }
      rows.insert(element, at: offset)
      return change.inverse
    case .update(let offset, let old, let new):
      rows[offset] = forward ? new : old
      return .updated(offset: offset, id: identify?(rows[offset]))
    case .move(let from, let to):
      let (source, target) = forward ? (from, to) : (to, from)
      let element = rows.remove(at: source)
      rows.insert(element, at: target)
      return .moved(from: source, to: target, id: identify?(element))
    }
  }
}
