/// How a parent state embeds a child state: where it is, and how the child's changes become the
/// parent's.
@usableFromInline
final class ScopeDeclaration<Parent: TrackedState, Child: TrackedState>:
  EmbeddedStateDeclaration<Parent>, @unchecked Sendable
{
  // Unchecked: the closures capture nothing but an immutable key path and a caller's
  // `@Sendable` closure.

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

  @usableFromInline
  init(
    keyPath: PartialKeyPath<Parent>,
    read: @escaping (Parent) -> Child?,
    write: @escaping (inout Parent, Child) -> Void,
    copy: @escaping (inout Parent, Parent) -> Void,
    embed: @escaping @Sendable (Child.Change) -> Parent.Change
  ) {
    self.read = read
    self.write = write
    self.copy = copy
    self.embed = embed
    super.init(keyPath: keyPath)
  }

  override func forEachChange(
    from before: UnsafePointer<Parent>?,
    to after: UnsafePointer<Parent>?,
    _ body: (Parent.Change) -> Void
  ) {
    withUnsafePointer(toOptional: before.flatMap { read($0.pointee) }) { old in
      withUnsafePointer(toOptional: after.flatMap { read($0.pointee) }) { new in
        for property in Child.trackedProperties {
          property.declaration.forEachChange(from: old, to: new) { body(embed($0)) }
        }
      }
    }
  }

  override func merge(
    into current: inout Parent,
    base: UnsafePointer<Parent>,
    draft: UnsafePointer<Parent>
  ) {
    switch (read(base.pointee), read(draft.pointee), read(current)) {
    case (nil, nil, _):
      return
    case (var baseChild?, var draftChild?, var merged?):
      for property in Child.trackedProperties {
        property.declaration.merge(into: &merged, base: &baseChild, draft: &draftChild)
      }
      write(&current, merged)
    case (var baseChild?, var draftChild?, nil):
      // Removed while the batch ran: the batch's edits bring it back only if there are any.
      if !Self.isUnchanged(&baseChild, &draftChild) {
        copy(&current, draft.pointee)
      }
    default:
      // The batch made the embedded state appear or disappear.
      copy(&current, draft.pointee)
    }
  }

  override func isUnchanged(_ base: UnsafePointer<Parent>, _ draft: UnsafePointer<Parent>) -> Bool {
    switch (read(base.pointee), read(draft.pointee)) {
    case (nil, nil):
      true
    case (var base?, var draft?):
      Self.isUnchanged(&base, &draft)
    default:
      false
    }
  }

  /// Whether every declared property of two child states is unchanged.
  private static func isUnchanged(_ base: UnsafePointer<Child>, _ draft: UnsafePointer<Child>)
    -> Bool
  {
    Child.trackedProperties.allSatisfy { $0.declaration.isUnchanged(base, draft) }
  }
}
