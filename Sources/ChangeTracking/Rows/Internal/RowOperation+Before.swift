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

extension RowOperation {
  /// The ids of the rows that the operations of one edit inserted, removed or replaced (both
  /// ids of a replaced element whose id changed): the rows whose views the edit may change. A
  /// move leaves its element as it was. `nil` when the elements have no ids.
  @inlinable
  static func touchedIDs(
    _ operations: ContiguousArray<Self>,
    identify: ((Element) -> RowID)?
  ) -> [RowID]? {
    guard let identify else {
      return nil
    }
    var ids: [RowID] = []
    for operation in operations {
      switch operation {
      case .insert(_, let element), .remove(_, let element):
        ids.append(identify(element))
      case .update(_, let old, let new):
        ids.append(identify(old))
        ids.append(identify(new))
      case .move:
        continue
      }
    }
    return ids
  }
}
