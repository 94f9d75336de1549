/// The sequence numbers a parent gave the embedding changes of one write, such as
/// `.news(.step)`: where each child record of that write takes its place in the parent's order.
@usableFromInline
struct EmbeddedSequences<Parent: TrackedState> {
  /// In order; `nil` until the first.
  @usableFromInline
  private(set) var entries: ContiguousArray<(change: Parent.Change, sequence: Int)>?

  @inlinable
  init() {}

  @inlinable
  mutating func append(_ change: Parent.Change, _ sequence: Int) {
    if entries == nil {
      entries = [(change, sequence)]
    } else {
      entries!.append((change, sequence))
    }
  }

  /// The sequence number given to `change` in this write, if it reported it.
  func sequence(of change: Parent.Change) -> Int? {
    entries?.first { $0.change == change }?.sequence
  }
}
