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
    try makeScope(keyPath, isOptional: false)
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
    try makeScope(keyPath, isOptional: true)
  }

  /// Why this scoped tracker refuses writes now, or `nil` when it accepts them.
  ///
  /// A scope over an optional embedded state refuses writes while the parent holds `nil` there,
  /// and so does every scope below it; a tracker that is no scope always accepts them.
  public var scopeError: ScopeError? {
    view?.up.refusal
  }

  @inlinable
  func makeScope<Child: TrackedState>(
    _ keyPath: PartialKeyPath<State>,
    isOptional: Bool
  ) throws(ScopeError) -> StateTracker<Child> {
    let position = properties.firstIndex { $0.keyPath == keyPath }
    guard let position, case .scoped(let embedded) = properties[position].kind,
      let declaration = embedded as? ScopeDeclaration<State, Child>,
      let offset = MemoryLayout<State>.offset(of: keyPath)
    else {
      throw .notDeclaredAsScoped(property: keyPath.debugDescription)
    }
    let step: PathStep<State, Child> =
      isOptional ? .optional(offset: offset) : .stored(offset: offset)
    guard step.locate(stateAddress, .read) != nil else {
      throw .embeddedStateIsNil(property: keyPath.debugDescription)
    }
    return makeView(
      step: step, position: position, embedding: .scope(declaration), needsStateBefore: false)
  }

  /// Creates a view over the child state `step` finds in this tracker's state, under the
  /// declaration at `position`.
  @inlinable
  func makeView<Child: TrackedState>(
    step: PathStep<State, Child>,
    hint: ElementHint? = nil,
    position: Int,
    embedding: ViewEmbedding<State, Child>,
    needsStateBefore: Bool
  ) -> StateTracker<Child> {
    let link = ViewLink(parent: self, step: step, position: position, embedding: embedding)
    let path = ViewPath(
      of: self, through: step, hint: hint, needsStateBefore: needsStateBefore,
      up: link, passUp: { change in link.parent.storeChildChange(change, from: link) })
    if !acceptsWrites, let state = step.value(in: stateAddress) {
      // Made from a view that refuses writes, it starts frozen in its parent's last state.
      path.frozen = StateBox(state)
    }
    let child = StateTracker<Child>(view: path, link: link, reportsEveryWrite: reportsEveryWrite)
    link.unownedChild = Unretained.Reference(child)
    if addView(link, handle: link.handle) {
      core.twinCount += 1
    }
    link.connect()
    return child
  }
}
