/// How a parent state embeds a child state: where it is, and how the child's changes become the
/// parent's.
struct ScopeDeclaration<Parent: TrackedState, Child: TrackedState>: @unchecked Sendable {
  // Unchecked: the closures capture nothing but an immutable key path and a caller's
  // `@Sendable` closure.

  /// The embedding property, optional or not.
  let keyPath: PartialKeyPath<Parent>

  /// The embedded state, or `nil` while an optional embedded state is absent.
  let read: (Parent) -> Child?

  /// Stores a new embedded state.
  let write: (inout Parent, Child) -> Void

  /// Copies the embedding property, present or not, from one parent value into another.
  let copy: (inout Parent, Parent) -> Void

  /// The parent's change for one of the child's.
  let embed: @Sendable (Child.Change) -> Parent.Change

  /// Calls `body` with the parent change of each child change between two parent values.
  func forEachChange(from before: Parent?, to after: Parent?, _ body: (Parent.Change) -> Void) {
    let old = before.flatMap(read)
    let new = after.flatMap(read)
    for property in Child.trackedProperties {
      property.forEachChange(from: old, to: new) { body(embed($0)) }
    }
  }
}
