/// What tells a row view's step from its parent's other steps: the array's offset and the id.
@usableFromInline
struct ArrayElementKey<ID: Hashable>: Hashable {
  @usableFromInline
  let offset: Int

  @usableFromInline
  let id: ID

  @inlinable
  init(offset: Int, id: ID) {
    self.offset = offset
    self.id = id
  }
}
