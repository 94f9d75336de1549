/// The declarations a batch wrote, one bit each in declaration order: what ``BatchNotes`` noted
/// before the batch's end kept only the properties that changed.
@usableFromInline
struct WrittenPositions {
  /// The first 64 declarations.
  @usableFromInline
  let below64: UInt64

  /// The declarations from the 65th on, 64 a word; empty when the batch wrote none of them.
  @usableFromInline
  let from64: ContiguousArray<UInt64>

  @inlinable
  init(below64: UInt64, from64: ContiguousArray<UInt64>) {
    self.below64 = below64
    self.from64 = from64
  }
}
