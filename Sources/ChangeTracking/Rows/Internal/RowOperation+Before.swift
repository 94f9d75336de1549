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
      case .update(_, let old, let new):
        if old.id == id {
          return .changed(old)
        }
        if new.id == id {
          return .changed(nil)
        }
      case .remove(_, let element):
        if element.id == id {
          return .changed(element)
        }
      case .insert(_, let element):
        if element.id == id {
          return .changed(nil)
        }
      case .move:
        continue
      }
    }
    return .untouched
  }
}
