extension StateTracker {
  /// Creates a child tracker over a property that embeds another tracked state.
  ///
  /// The child is a plain ``StateTracker`` of the child state, so a module is written against
  /// its own state and tracker and knows nothing of the app that embeds it. The property must be
  /// declared with ``TrackedProperty/scoped(_:as:)-(WritableKeyPath<State,Child>,_)`` in the
  /// parent's ``TrackedState/trackedProperties``.
  ///
  /// ```swift
  /// let app = StateTracker(AppState(user: user, news: NewsState(user: user)))
  /// let news = try app.scope(\.news)
  /// let module = NewsModule(tracker: news)
  ///
  /// news.set(\.step, to: .loading)  // news observers: .step; app observers: .news(.step)
  /// app.set(\.news.user, to: other)  // app observers: .news(.user); news observers: .user
  /// ```
  ///
  /// There is one source of truth, the parent's state: a write through either tracker is stored
  /// in both before it returns. Each write is reported once in the parent's order: the parent
  /// delivers the embedding record (such as `.news(.step)`) to its observers, and the child's
  /// observers receive the child's record when the scope's turn among the parent's observers
  /// comes, the scope counting as an observer registered when it was created.
  ///
  /// A scope keeps its parent alive; the parent does not keep its scopes alive, and forgets one
  /// that is released.
  ///
  /// - Parameter keyPath: The property that embeds the child state.
  /// - Returns: The child tracker.
  /// - Throws: ``ScopeError/notDeclaredAsScoped(property:)`` when the property is not declared
  ///   with `.scoped(_:as:)`.
  @inlinable
  public func scope<Child: TrackedState>(
    _ keyPath: WritableKeyPath<State, Child>
  ) throws(ScopeError) -> StateTracker<Child> {
    try makeScope(keyPath)
  }

  /// Creates a child tracker over an optional property that embeds another tracked state.
  ///
  /// It works as ``scope(_:)-(WritableKeyPath<State,Child>)`` while the embedded state holds a
  /// value. When the parent sets it to `nil`, the child keeps its last state, and refuses every
  /// write: the write is not stored and reports nothing, the parent's state stays `nil`, and
  /// ``scopeError`` tells why. When the parent stores a value again, the child takes it and
  /// reports each property that differs from its last state.
  ///
  /// - Parameter keyPath: The optional property that embeds the child state.
  /// - Returns: The child tracker.
  /// - Throws: ``ScopeError/embeddedStateIsNil(property:)`` when the property is `nil`, and
  ///   ``ScopeError/notDeclaredAsScoped(property:)`` when it is not declared with
  ///   `.scoped(_:as:)`.
  @inlinable
  public func scope<Child: TrackedState>(
    _ keyPath: WritableKeyPath<State, Child?>
  ) throws(ScopeError) -> StateTracker<Child> {
    try makeScope(keyPath)
  }

  /// Why this scoped tracker refuses writes now, or `nil` when it accepts them.
  ///
  /// A scope over an optional embedded state refuses writes while the parent holds `nil` there,
  /// and so does every scope below it; a tracker that is no scope always accepts them.
  public var scopeError: ScopeError? {
    host?.refusal
  }

  /// Creates the child tracker of the scope declared at `keyPath`.
  ///
  /// Inlinable, so that the closures it gives the connection are compiled for both states where
  /// the scope is created: a scoped write and its relay then run as specialized code.
  @inlinable
  func makeScope<Child: TrackedState>(
    _ keyPath: PartialKeyPath<State>
  ) throws(ScopeError) -> StateTracker<Child> {
    let (child, connection): (StateTracker<Child>, ScopeConnection<State, Child>) =
      try connect(keyPath)
    // Unretained: the connection keeps this closure, and is alive while its child writes.
    // Retained for the call, which may release the child and with it the connection.
    connection.childDidWrite = { [unowned(unsafe) connection] state, records in
      withExtendedLifetime(connection) { connection in
        connection.parent.storeScopedWrite(
          state, through: connection.declaration, records: records, from: connection)
      }
    }
    // Unretained: the connection owns the relay's token, so the relay is cancelled before the
    // connection goes away. Retained for the call, as above.
    connection.relayToken = observe { [unowned(unsafe) connection] record in
      withExtendedLifetime(connection) { $0.relay(record) }
    }
    return child
  }

  /// Creates the child tracker of the scope declared at `keyPath` and its connection to this
  /// tracker.
  ///
  /// - Returns: The child, which owns the connection, and the connection, which reaches the
  ///   child unretained, while the child's lifetime flag says it is alive.
  @usableFromInline
  func connect<Child: TrackedState>(
    _ keyPath: PartialKeyPath<State>
  ) throws(ScopeError) -> (StateTracker<Child>, ScopeConnection<State, Child>) {
    let property = properties.first { $0.keyPath == keyPath }
    guard case .scoped(let embedded) = property?.kind,
      let declaration = embedded as? ScopeDeclaration<State, Child>
    else {
      throw .notDeclaredAsScoped(property: keyPath.debugDescription)
    }
    guard let state = declaration.read(storage) else {
      throw .embeddedStateIsNil(property: keyPath.debugDescription)
    }
    let child = StateTracker<Child>(
      state, reporting: reportsEveryWrite ? .everyWrite : .changesOnly)
    let connection = ScopeConnection(parent: self, child: child, declaration: declaration)
    child.host = connection
    scopes.add(connection.link)
    return (child, connection)
  }
}
