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

  /// The parent's change for one of the child's.
  @usableFromInline
  let embed: @Sendable (Child.Change) -> Parent.Change

  /// Calls its last argument with the parent change of each child change between two parent
  /// values, `nil` standing for an absent one.
  @usableFromInline
  let forEachEmbeddedChange:
    (ValueHandle<Parent>?, ValueHandle<Parent>?, (Parent.Change) -> Void) -> Void

  /// The declaration of the property at `keyPath`, which embeds a child state that `read`
  /// finds in it (`nil` while an optional one is absent).
  @inlinable
  init<Value>(
    keyPath: WritableKeyPath<Parent, Value>,
    read: @escaping (Parent) -> Child?,
    embed: @escaping @Sendable (Child.Change) -> Parent.Change
  ) {
    self.keyPath = keyPath
    self.embed = embed
    forEachEmbeddedChange = { before, after, body in
      ValueHandle.reading(optional: before.flatMap { read($0.pointee) }) { old in
        ValueHandle.reading(optional: after.flatMap { read($0.pointee) }) { new in
          for property in Child.trackedProperties {
            property.declaration.forEachChange(from: old, to: new) { body(embed($0)) }
          }
        }
      }
    }
  }

  @usableFromInline
  func forEachChange(
    from before: ValueHandle<Parent>,
    to after: ValueHandle<Parent>,
    _ body: (Parent.Change) -> Void
  ) {
    forEachEmbeddedChange(before, after, body)
  }

  @usableFromInline
  func forEachChange(
    fromOptional before: ValueHandle<Parent>?,
    to after: ValueHandle<Parent>?,
    _ body: (Parent.Change) -> Void
  ) {
    forEachEmbeddedChange(before, after, body)
  }
}
