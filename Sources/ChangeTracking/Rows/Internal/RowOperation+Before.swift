extension RowOperation where Element: Identifiable {
  /// What the operations of one edit, in order, did to the element with `id`: the value it had
  /// before the first operation that changed, removed or inserted it, or `.untouched`.
  @usableFromInline
  static func before(
    of id: Element.ID,
    in operations: ContiguousArray<RowOperation<Element>>?
  ) -> RowBefore<Element> {
    for operation in operations ?? [] {
      switch operation {
      case .update(_, let old, _) where old.id == id, .remove(_, let old) where old.id == id:
        return .changed(old)
      case .update(_, _, let new) where new.id == id, .insert(_, let new) where new.id == id:
        return .changed(nil)
      default:
        continue
      }
    }
    return .untouched
  }
}
