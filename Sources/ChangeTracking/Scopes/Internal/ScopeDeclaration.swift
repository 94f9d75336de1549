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

  /// Stores a new embedded state.
  @usableFromInline
  let write: (inout Parent, Child) -> Void

  /// Copies the embedding property, present or not, from one parent value into another.
  @usableFromInline
  let copy: (inout Parent, Parent) -> Void

  /// The parent's change for one of the child's.
  @usableFromInline
  let embed: @Sendable (Child.Change) -> Parent.Change

  /// Creates the declaration of the property at `keyPath`, which embeds a child state that
  /// `read` finds in it and `write` stores.
  ///
  /// Inlinable, so that the copy is compiled for the property's type where it is declared.
  @inlinable
  init<Value>(
    keyPath: WritableKeyPath<Parent, Value>,
    read: @escaping (Parent) -> Child?,
    write: @escaping (inout Parent, Child) -> Void,
    embed: @escaping @Sendable (Child.Change) -> Parent.Change
  ) {
    self.keyPath = keyPath
    self.read = read
    self.write = write
    // The property as a whole, present or not.
    copy = { $0[keyPath: keyPath] = $1[keyPath: keyPath] }
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

  @usableFromInline
  func merge(into current: inout Parent, base: ValueHandle<Parent>, draft: ValueHandle<Parent>) {
    switch (read(base.pointee), read(draft.pointee), read(current)) {
    case (nil, nil, _):
      return
    case (let baseChild?, let draftChild?, var merged?):
      ValueHandle.reading(baseChild) { baseChild in
        ValueHandle.reading(draftChild) { draftChild in
          for property in Child.trackedProperties {
            property.declaration.merge(into: &merged, base: baseChild, draft: draftChild)
          }
        }
      }
      write(&current, merged)
    case (let baseChild?, let draftChild?, nil):
      // Removed while the batch ran: the batch's edits bring it back only if there are any.
      if !Self.isUnchanged(baseChild, draftChild) {
        copy(&current, draft.pointee)
      }
    default:
      // The batch made the embedded state appear or disappear.
      copy(&current, draft.pointee)
    }
  }

  @usableFromInline
  func isUnchanged(_ base: ValueHandle<Parent>, _ draft: ValueHandle<Parent>) -> Bool {
    switch (read(base.pointee), read(draft.pointee)) {
    case (nil, nil):
      true
    case (let base?, let draft?):
      Self.isUnchanged(base, draft)
    default:
      false
    }
  }

  /// Whether every declared property of two child states is unchanged.
  private static func isUnchanged(_ base: Child, _ draft: Child) -> Bool {
    ValueHandle.reading(base) { base in
      ValueHandle.reading(draft) { draft in
        Child.trackedProperties.allSatisfy { $0.declaration.isUnchanged(base, draft) }
      }
    }
  }
}
