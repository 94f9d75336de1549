/// What a scoped tracker knows of its parent: where its writes go, and why they are refused.
///
/// A scoped tracker never delivers its records itself. Its writes are stored in the parent at
/// once, its records wait here, and each reaches the child's observers when the parent delivers
/// the record that embeds it, so that parent and child share one order.
@usableFromInline
class ScopeUpstream<Child: TrackedState> {
  /// Why writes are refused now, or `nil` while the embedded state is present.
  var error: ScopeError? { nil }

  /// Stores the records queued on `child` in the parent, or refuses them, and ends the child's
  /// delivery.
  @usableFromInline
  func forwardQueuedRecords(of child: StateTracker<Child>) {}
}
