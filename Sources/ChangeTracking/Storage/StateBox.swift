/// The tracker's state, on the heap, shared with the records that hold it as their snapshot.
///
/// A record shares the box instead of copying the state. The tracker writes into the box only
/// while it is the box's sole owner; a write while anything else still holds it first moves the
/// state into a new box, so that a record's snapshot never changes.
@usableFromInline
final class StateBox<State> {
  /// The state.
  ///
  /// Unchecked: written only by the tracker, and only while no one else holds the box.
  @usableFromInline
  @exclusivity(unchecked)
  var value: State

  /// Creates a box holding `value`.
  @inlinable
  init(_ value: State) {
    self.value = value
  }
}
