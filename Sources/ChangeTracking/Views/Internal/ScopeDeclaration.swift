/// How a parent state embeds a child state: where it is, and how the child's changes become the
/// parent's.
@usableFromInline
final class ScopeDeclaration<Parent: TrackedState, Child: TrackedState>:
  EmbeddedStateDeclaration, @unchecked Sendable
{
  // Unchecked: the closures capture nothing but an immutable key path and a caller's
  // `@Sendable` closure.

  /// The embedding property, optional or not.
  @usableFromInline
  let keyPath: PartialKeyPath<Parent>

  /// The embedded state, or `nil` while an optional embedded state is absent.
  @usableFromInline
  let read: (Parent) -> Child?

  /// The parent's change for one of the child's.
  @usableFromInline
  let embed: @Sendable (Child.Change) -> Parent.Change

  /// Creates the declaration of the property at `keyPath`, which embeds a child state that
  /// `read` finds in it.
  @inlinable
  init<Value>(
    keyPath: WritableKeyPath<Parent, Value>,
    read: @escaping (Parent) -> Child?,
    embed: @escaping @Sendable (Child.Change) -> Parent.Change
  ) {
    self.keyPath = keyPath
    self.read = read
    self.embed = embed
  }

  @usableFromInline
  func forEachChange(
    from before: ValueHandle<Parent>,
    to after: ValueHandle<Parent>,
    _ body: (Parent.Change) -> Void
  ) {
    forEachChildChange(from: read(before.pointee), to: read(after.pointee), body)
  }

  @usableFromInline
  func forEachChange(
    fromOptional before: ValueHandle<Parent>?,
    to after: ValueHandle<Parent>?,
    _ body: (Parent.Change) -> Void
  ) {
    forEachChildChange(
      from: before.flatMap { read($0.pointee) }, to: after.flatMap { read($0.pointee) }, body)
  }

  /// Calls `body` with the parent change of each change between two child values, `nil`
  /// standing for an absent one.
  private func forEachChildChange(
    from old: Child?,
    to new: Child?,
    _ body: (Parent.Change) -> Void
  ) {
    ValueHandle.reading(optional: old) { old in
      ValueHandle.reading(optional: new) { new in
        for property in Child.trackedProperties {
          property.declaration.forEachChange(from: old, to: new) { body(embed($0)) }
        }
      }
    }
  }

}
