/// What tells a row view's step from its parent's other steps: the array's offset and the id.
@usableFromInline
struct ArrayElementKey<ID: Hashable>: Hashable {
  /// The array's offset in the parent's state.
  @usableFromInline
  let offset: Int

  /// The element's id.
  @usableFromInline
  let id: ID

  @inlinable
  init(offset: Int, id: ID) {
    self.offset = offset
    self.id = id
  }
}
