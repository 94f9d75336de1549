/// What a parent tracker knows of one of its scopes: how to bring it in step after a write.
@usableFromInline
protocol ScopeLink<Parent>: AnyObject {
  /// The parent state type.
  associatedtype Parent: TrackedState

  /// Brings the scope in step with the parent state just stored.
  ///
  /// - Parameters:
  ///   - state: The parent's state after the write.
  ///   - sequences: The parent's sequence number for each embedding change of the write, so
  ///     that each child record waits for the parent record that embeds it.
  func parentDidWrite(_ state: Parent, sequences: EmbeddedSequences<Parent>)
}
