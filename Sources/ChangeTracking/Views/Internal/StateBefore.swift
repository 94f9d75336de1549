/// What a tracker's state was before a write, as far as its views need to know it.
@usableFromInline
enum StateBefore<State> {
  /// The whole state before the write.
  case state(State)

  /// An edit of the array declared at `position`, whose operations, a
  /// `ContiguousArray<RowOperation<Element>>`, hold every element it replaced or removed; the
  /// rest of the state did not change. `ids` are those of the rows it inserted, removed or
  /// replaced, or `nil` when the elements have no ids: then any row may have changed.
  case rows(position: Int, operations: Any, ids: [RowID]?)
}
