/// The sequence numbers a parent gave the embedding changes of one write, such as
/// `.news(.step)`: where each child record of that write takes its place in the parent's order.
@usableFromInline
struct EmbeddedSequences<Parent: TrackedState> {
  /// Each embedding change of the write, with its record's sequence number, in order; `nil`
  /// until the first.
  @usableFromInline
  private(set) var entries: ContiguousArray<(change: Parent.Change, sequence: Int)>?

  /// No sequence number yet.
  @inlinable
  init() {}

  /// Adds the sequence number of an embedding change.
  @inlinable
  mutating func append(_ change: Parent.Change, _ sequence: Int) {
    if entries == nil {
      entries = [(change, sequence)]
    } else {
      entries!.append((change, sequence))
    }
  }

  /// The sequence number given to `change` in this write, or `nil` when the write did not
  /// report it.
  func sequence(of change: Parent.Change) -> Int? {
    entries?.first { $0.change == change }?.sequence
  }
}
