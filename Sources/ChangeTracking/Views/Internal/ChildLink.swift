/// What a tracker knows of a view made from it: how to bring the view in step with its writes.
///
/// ``ViewLink`` is the one conformer; the parent names it by its own state only.
@usableFromInline
protocol ChildLink<Parent>: AnyObject {
  associatedtype Parent: TrackedState

  /// Views of one parent with equal keys see the same state.
  var key: AnyHashable { get }

  /// Brings the view in step with a parent's write over `before`; the view's records wait for
  /// the parent's records numbered in `sequences`.
  func parentDidWrite(_ sequences: EmbeddedSequences<Parent>, before: StateBefore<Parent>)
}
