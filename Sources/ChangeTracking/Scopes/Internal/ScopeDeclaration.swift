/// How a parent state embeds a child state: where it is, and how the child's changes become the
/// parent's.
final class ScopeDeclaration<Parent: TrackedState, Child: TrackedState>:
  EmbeddedStateDeclaration<Parent>, @unchecked Sendable
{
  // Unchecked: the closures capture nothing but an immutable key path and a caller's
  // `@Sendable` closure.

  /// The embedded state, or `nil` while an optional embedded state is absent.
  let read: (Parent) -> Child?

  /// Stores a new embedded state.
  let write: (inout Parent, Child) -> Void

  /// Copies the embedding property, present or not, from one parent value into another.
  let copy: (inout Parent, Parent) -> Void

  /// The parent's change for one of the child's.
  let embed: @Sendable (Child.Change) -> Parent.Change

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
    from before: Parent?,
    to after: Parent?,
    _ body: (Parent.Change) -> Void
  ) {
    let old = before.flatMap(read)
    let new = after.flatMap(read)
    for property in Child.trackedProperties {
      property.forEachChange(from: old, to: new) { body(embed($0)) }
    }
  }

  override func merge(into current: inout Parent, base: Parent, draft: Parent) {
    switch (read(base), read(draft), read(current)) {
    case (nil, nil, _):
      return
    case (let baseChild?, let draftChild?, var merged?):
      for property in Child.trackedProperties {
        property.merge(into: &merged, base: baseChild, draft: draftChild)
      }
      write(&current, merged)
    case (let baseChild?, let draftChild?, nil):
      // Removed while the batch ran: the batch's edits bring it back only if there are any.
      if !Self.isUnchanged(baseChild, draftChild) {
        copy(&current, draft)
      }
    default:
      // The batch made the embedded state appear or disappear.
      copy(&current, draft)
    }
  }

  override func isUnchanged(_ base: Parent, _ draft: Parent) -> Bool {
    switch (read(base), read(draft)) {
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
    Child.trackedProperties.allSatisfy { $0.isUnchanged(base, draft) }
  }
}
