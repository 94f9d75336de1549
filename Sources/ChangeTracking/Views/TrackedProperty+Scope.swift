extension TrackedProperty {
  /// Declares a stored property that embeds another tracked state, such as a module's state
  /// inside an app's state.
  ///
  /// The parent's change type embeds the child's, usually as an enum case with the child's
  /// change as payload. A write that changes the embedded state, from the parent or from a
  /// scoped child tracker (see ``StateTracker/scope(_:)-(WritableKeyPath<State,Child>)``), is
  /// reported to the parent's observers as one embedding change per child change, in the order
  /// of the child's ``TrackedState/trackedProperties``.
  ///
  /// ```swift
  /// struct AppState: TrackedState {
  ///   var user: User
  ///   var news: NewsState
  ///
  ///   enum Change: Hashable, Sendable {
  ///     case user
  ///     case news(NewsState.Change)
  ///   }
  ///
  ///   static let trackedProperties: [TrackedProperty<Self>] = [
  ///     .tracked(\.user, as: .user),
  ///     .scoped(\.news, as: Change.news),
  ///   ]
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The key path of a stored property of the state itself.
  ///   - embed: Makes the parent's change from one of the child's, such as `Change.news`.
  /// - Returns: The declaration.
  @inlinable
  public static func scoped<Child: TrackedState>(
    _ keyPath: WritableKeyPath<State, Child>,
    as embed: @escaping @Sendable (Child.Change) -> State.Change
  ) -> Self {
    embedding(
      keyPath, read: StoredValueAccess.reader(keyPath), embed: embed)
  }

  /// Declares a stored property that embeds another tracked state which may be absent.
  ///
  /// It reports like ``scoped(_:as:)-(WritableKeyPath<State,Child>,_)``. When the embedded
  /// state appears or disappears, every tracked property of the child is reported as changed.
  /// A scope over it can only be created while it holds a value, and it refuses writes while
  /// it is `nil` (see ``ScopeError/embeddedStateIsNil(property:)``).
  ///
  /// - Parameters:
  ///   - keyPath: The key path of a stored optional property of the state itself.
  ///   - embed: Makes the parent's change from one of the child's, such as `Change.news`.
  /// - Returns: The declaration.
  @inlinable
  public static func scoped<Child: TrackedState>(
    _ keyPath: WritableKeyPath<State, Child?>,
    as embed: @escaping @Sendable (Child.Change) -> State.Change
  ) -> Self {
    embedding(
      keyPath, read: StoredValueAccess.reader(keyPath), embed: embed)
  }

  /// The declaration of the property at `keyPath`, which embeds a child state that `read`
  /// finds in it.
  @inlinable
  static func embedding<Child: TrackedState, Value>(
    _ keyPath: WritableKeyPath<State, Value>,
    read: @escaping (State) -> Child?,
    embed: @escaping @Sendable (Child.Change) -> State.Change
  ) -> Self {
    let scope = ScopeDeclaration(keyPath: keyPath, read: read, embed: embed)
    return Self(
      PropertyDeclaration(
        keyPath: keyPath, kind: .scoped(scope), comparison: .custom, reporting: .changesOnly,
        hasEqualValues: { before, after in
          var isSame = true
          scope.forEachChange(from: before, to: after) { _ in isSame = false }
          return isSame
        }))
  }
}
