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

  /// Brings the view in step with a write the parent just stored over the state `before`: the
  /// view's records wait for the parent's records numbered in `sequences`.
  func parentDidWrite(_ sequences: EmbeddedSequences<Parent>, before: StateBefore<Parent>)
}
