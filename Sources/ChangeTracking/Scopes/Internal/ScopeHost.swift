/// What a scoped tracker knows of its parent: the narrow interface through which its writes
/// reach the one source of truth.
///
/// A scoped tracker never delivers its records itself. It hands each write to its host, which
/// stores it in the parent at once and gives the parent's records their place in the parent's
/// order; the child's records reach the child's observers when the parent delivers the records
/// that embed them. ``ScopeConnection`` is the one implementation.
@usableFromInline
class ScopeHost<Child: TrackedState> {
  /// Why writes are refused now, here or further up, or `nil` when they are accepted.
  @usableFromInline
  var refusal: ScopeError? { nil }

  /// Stores the state a child write left, with the child's records of it, in the parent.
  ///
  /// Its parameters are the child's state after the write, and the child's records of the
  /// write, in order, readable during the call only: empty for a write that reports nothing,
  /// which is stored all the same.
  ///
  /// A closure made where the scope is created, so that it is compiled for both states: the
  /// parent's side of a scoped write then runs as specialized code, with no generic metadata to
  /// look up.
  @usableFromInline
  @exclusivity(unchecked)
  var childDidWrite: (Child, UnsafeBufferPointer<ChangeRecord<Child>>) -> Void = { _, _ in }

  @usableFromInline
  init() {}

  /// The state a refused write must leave the child in: the one it had when its writes began
  /// to be refused.
  func stateBeforeRefusal() -> Child? { nil }

  /// Gives an edit through the child exclusive access to the parent's state too, and so to
  /// the state of every tracker the parent is scoped from.
  @usableFromInline
  func beginExclusiveAccessOfParent() {}

  /// Ends what ``beginExclusiveAccessOfParent()`` began.
  @usableFromInline
  func endExclusiveAccessOfParent() {}

  /// Runs `body` as a transaction of the root tracker, one step of its history.
  func transaction<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try body()
  }
}
