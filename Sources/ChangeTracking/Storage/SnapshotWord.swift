/// What a state's layout knows of one of its 8-byte words (see ``SnapshotLayout/words``): which
/// of its bits belong to stored properties, and which declarations and fields have bytes in it.
@usableFromInline
struct SnapshotWord: Equatable {
  /// The word's bits that belong to a stored property, as loaded from memory: the rest is
  /// padding, whose bytes a copy may leave different in two equal states.
  @usableFromInline
  let propertyBits: UInt64

  /// The declarations whose compared bytes lie in the word, one bit per position.
  @usableFromInline
  let positions: UInt64

  /// The reference fields (``SnapshotLayout/fields``) whose bytes lie in the word, one bit per
  /// field.
  @usableFromInline
  let fields: UInt64
}
