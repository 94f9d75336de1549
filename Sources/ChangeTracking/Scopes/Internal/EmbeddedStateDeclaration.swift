/// What a parent tracker needs to know of a property that embeds a scoped state, whatever the
/// child state's type: how the embedded changes read as the parent's, and how a batch's writes
/// into it merge.
///
/// ``ScopeDeclaration`` is the one implementation, for a known child type.
@usableFromInline
class EmbeddedStateDeclaration<Parent: TrackedState>: @unchecked Sendable {
  // Unchecked: subclasses hold only immutable key paths and a caller's `@Sendable` closure.

  /// The embedding property, optional or not.
  let keyPath: PartialKeyPath<Parent>

  init(keyPath: PartialKeyPath<Parent>) {
    self.keyPath = keyPath
  }

  /// Calls `body` with the parent change of each child change between two parent values, in
  /// the order of the child's declarations; `nil` stands for an absent parent value.
  @usableFromInline
  func forEachChange(
    from before: UnsafePointer<Parent>?,
    to after: UnsafePointer<Parent>?,
    _ body: (Parent.Change) -> Void
  ) {}

  /// Applies to `current` what a batch changed in the embedded state between `base` and
  /// `draft`, property by property, keeping what was written into `current` meanwhile.
  func merge(
    into current: inout Parent,
    base: UnsafePointer<Parent>,
    draft: UnsafePointer<Parent>
  ) {}

  /// Whether the embedded state is the same in `base` and `draft`, every stored property of it
  /// unchanged.
  func isUnchanged(_ base: UnsafePointer<Parent>, _ draft: UnsafePointer<Parent>) -> Bool { true }
}
