/// What a view knows of the tracker it was made from: where its writes go on, and how it
/// shares that tracker's rules.
///
/// ``ViewLink`` is the one conformer; a view names it by its own state only.
@usableFromInline
protocol ParentLink<Child>: AnyObject {
  associatedtype Child: TrackedState

  /// Passes a write just stored in place through the view on to the parent, with the view's
  /// changes and, when kept, its state before.
  func childDidWrite(_ changes: ViewChanges<Child>, before: Child?)

  /// Stops the program: a write through the view, a row's, changed its element's id.
  func rowLostItsID() -> Never

  /// Why the view refuses writes now, here or further up, or `nil` when it accepts them.
  var refusal: ScopeError? { get }

  /// Gives an edit or a batch through the view exclusive access to the parent's state too, and
  /// so to every state above.
  func beginExclusiveAccessOfParent(isBatch: Bool)

  /// Ends what ``beginExclusiveAccessOfParent(isBatch:)`` began.
  func endExclusiveAccessOfParent()

  /// Runs `body` as a transaction of the root tracker, one step of its history.
  func transaction<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result
}
