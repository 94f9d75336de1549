/// What a parent tracker needs to know of a property that embeds a scoped state, whatever the
/// child state's type: how the embedded changes read as the parent's.
///
/// ``ScopeDeclaration`` is the one conforming type, for a known child type.
@usableFromInline
protocol EmbeddedStateDeclaration<Parent>: AnyObject, Sendable {
  associatedtype Parent: TrackedState

  /// Calls `body` with the parent change of each child change between two parent values, in
  /// the order of the child's declarations.
  func forEachChange(
    from before: ValueHandle<Parent>,
    to after: ValueHandle<Parent>,
    _ body: (Parent.Change) -> Void
  )

  /// Calls `body` with the parent change of each child change between two parent values, in
  /// the order of the child's declarations; `nil` stands for an absent parent value.
  func forEachChange(
    fromOptional before: ValueHandle<Parent>?,
    to after: ValueHandle<Parent>?,
    _ body: (Parent.Change) -> Void
  )
}
