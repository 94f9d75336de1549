/// What a tracker knows of a view made from it: how to bring the view in step with its writes.
///
/// ``ViewLink`` is the one conformer; the parent names it by its own state only.
@usableFromInline
protocol ChildLink<Parent>: AnyObject {
  /// The parent's state.
  associatedtype Parent: TrackedState

  /// What tells the view's path from the parent's other views: views with equal keys see the
  /// same state.
  var key: AnyHashable { get }

  /// Brings the view in step with a write the parent just stored: its records wait for the
  /// parent's records numbered in `sequences`.
  ///
  /// - Parameters:
  ///   - sequences: The sequence numbers of the parent's records that may embed the view's.
  ///   - before: What the parent's state was before the write.
  func parentDidWrite(_ sequences: EmbeddedSequences<Parent>, before: StateBefore<Parent>)
}
