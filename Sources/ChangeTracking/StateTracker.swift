/// The owner of a state value: the only way to write it, and the source of a report for every
/// change.
///
/// A view model keeps its state in a tracker and never assigns to the state directly. Each write
/// goes through ``set(_:to:)-5wit9`` (or an assignment such as `tracker.email = "…"`, which is
/// that `set`) or ``update(_:)``; the tracker stores the new value,
/// finds which declared properties really changed, and reports each one, with a snapshot of the
/// state, to ``onChange`` and to every observer registered with ``observe(_:_:)``.
///
/// ```swift
/// @MainActor
/// final class ProfileViewModel {
///   let tracker = StateTracker(ProfileState())
///
///   func fetchUser() {
///     Task {
///       tracker.set(\.callsInProgress, to: tracker.callsInProgress + 1)
///       let user = try await service.fetchUser()
///       tracker.update { state in
///         state.name = user.name
///         state.email = user.email
///       }
///       tracker.set(\.callsInProgress, to: tracker.callsInProgress - 1)
///     }
///   }
/// }
/// ```
///
/// ## Delivery
///
/// Every record reaches ``onChange`` first, then each observer in the order they registered,
/// synchronously, before the write that caused it returns. A write made by an observer during a
/// delivery is stored at once, but its records wait until the current record has reached every
/// observer, so all observers see one order. An observer receives exactly the records of the
/// writes made after it registered, and none after it is cancelled, even in the middle of a
/// delivery.
///
/// ## Isolation
///
/// A tracker is not `Sendable`: it lives in its owner's isolation, typically a `@MainActor` view
/// model, and the `Task`s that owner starts write through it there. It takes no lock.
@dynamicMemberLookup
public final class StateTracker<State: TrackedState> {
  /// The root's state, which the root and its views read and write in place.
  @usableFromInline
  let core: TreeStorage

  /// For a view (a tracker made by `scope`), where its state is in the root's storage; `nil`
  /// for the root, which owns its state.
  @usableFromInline
  let view: ViewPath<State>?

  /// While an edit's or a batch's closure runs, through this tracker or a tracker scoped from
  /// it, what that edit or batch is: a write through the tracker then stops the program.
  @usableFromInline
  @exclusivity(unchecked)
  var exclusiveAccess: ExclusiveAccess?

  /// The current state, in place: in the root's box (a write copies it first while a record
  /// shares the box), or a refusing view's frozen state, which every write checks for first.
  @inlinable
  var storage: State {
    @inline(__always)
    _read {
      yield stateAddress.pointee
    }
    @inline(__always)
    _modify {
      yield &writableStateAddress().pointee
    }
  }

  /// The current state, in place, valid until the next write: for reading it.
  @inlinable
  @inline(__always)
  var stateAddress: ValueHandle<State> {
    if let view {
      return view.handle(forWrite: false)
    }
    return core.state(as: State.self)
  }

  /// The state for a write, as ``storage`` writes it.
  @inlinable
  @inline(__always)
  func writableStateAddress() -> ValueHandle<State> {
    if let view {
      return view.handle(forWrite: true)
    }
    return core.writableState(as: State.self)
  }

  /// Whether a write may be stored in place at once: always for the root; for a view, while its
  /// path resolves and no one needs its state before the write.
  @inlinable
  @inline(__always)
  var writesInPlace: Bool {
    view?.writesInPlace ?? true
  }

  /// Whether a write is stored: always for the root, while its path resolves for a view.
  @inlinable
  @inline(__always)
  var acceptsWrites: Bool {
    view?.frozen == nil
  }

  /// The current state for a record or a batch to keep: the next write copies it if still shared.
  @inlinable
  @inline(__always)
  func sharedSnapshot() -> SnapshotSource<State> {
    if let view {
      return view.sharedSnapshot()
    }
    return SnapshotSource(core.sharedBox(of: State.self))
  }

  /// The state's declared properties, their key path index, and how `set` compares.
  @usableFromInline
  @exclusivity(unchecked)
  var declarations: Declarations<State>

  // The parts of ``declarations`` that writes read, as ``Declarations`` documents them.

  @inlinable
  var properties: ContiguousArray<TrackedProperty<State>> {
    _read { yield declarations.properties }
  }

  @inlinable
  var keyPaths: KeyPathIndex {
    _read { yield declarations.keyPaths }
    _modify { yield &declarations.keyPaths }
  }

  @inlinable
  var reportsEveryWrite: Bool { declarations.reportsEveryWrite }

  @inlinable
  var skipsEqualWritesEarly: Bool { declarations.skipsEqualWritesEarly }

  /// Who hears the tracker's writes, the records waiting for them, and the sequence counter.
  @usableFromInline
  @exclusivity(unchecked)
  var delivery: Delivery<State>

  /// The undo history, or `nil` when it is off: set when the tracker is made and kept for its
  /// life, as ``withHistory(_:)``, which reads it unretained, relies on.
  @usableFromInline
  @exclusivity(unchecked)
  var history: History<State>?

  /// The views made from this tracker, which it brings in step with its writes.
  @usableFromInline
  @exclusivity(unchecked)
  var views = ChildLinks<State>()

  /// Cleared when the tracker goes away, for the tokens and scopes that hold it unretained.
  @usableFromInline
  let lifetime: TrackerLifetime

  /// The link to the Observation framework, or `nil` for a tracker that did not opt in.
  @usableFromInline
  @exclusivity(unchecked)
  var observation: ObservationBridge<State>?

  /// The article's single callback: called with each change, before the observers.
  ///
  /// It is one settable closure, as in a hand-written `didSet { onChange?(...) }` state, for the
  /// view that only needs to know which label to refresh. Use ``observe(_:_:)`` for any number of
  /// observers that receive whole records. The tracker keeps the closure, so a closure that
  /// reads the tracker captures it `unowned` or `weak`, not strongly, which would be a cycle.
  ///
  /// ```swift
  /// tracker.onChange = { [unowned tracker] change in
  ///   switch change {
  ///   case .name: nameLabel.text = tracker.name
  ///   case .email: emailLabel.text = tracker.email
  ///   }
  /// }
  /// ```
  public var onChange: ((State.Change) -> Void)? {
    get { delivery.changeHandler?.call }
    set { delivery.replaceHandler(with: newValue.map { ChangeHandler($0) }) }
  }

  /// Creates a tracker that owns `initialState`.
  ///
  /// In debug builds, the first tracker created for a state type checks the state's
  /// ``TrackedState/trackedProperties`` against its stored properties, and stops the program
  /// with a message that names each undeclared, duplicated or computed property. Use
  /// ``init(validating:reporting:historyCapacity:)`` to get that diagnosis as a thrown error
  /// instead, in any build.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from; no change is reported for it.
  ///   - reporting: Whether each `set` reports only writes that change a value (the default) or
  ///     every write, whatever the properties declare.
  ///   - historyCapacity: The number of undo steps to keep; 0 or less (the default) turns
  ///     history off.
  public init(
    _ initialState: State,
    reporting: WriteReporting = .changesOnly,
    historyCapacity: Int = 0
  ) {
    core = TreeStorage(initialState)
    view = nil
    lifetime = TrackerLifetime()
    declarations = Declarations(checking: initialState, reportsEveryWrite: reporting == .everyWrite)
    delivery = Delivery(declarations.properties)
    if historyCapacity > 0 {
      history = History(
        capacity: historyCapacity, initialState: initialState,
        rows: ContiguousArray(properties.compactMap { $0.declaration.rows }),
        layout: properties.snapshotLayout(of: initialState))
      delivery.hasSilentListener = true
    }
  }

  /// Creates a view: a tracker whose state is at the end of `path` in its root's storage, and
  /// whose lifetime is the one `link` checks.
  @usableFromInline
  init(
    view path: ViewPath<State>,
    link: ViewLink<some TrackedState, State>,
    reportsEveryWrite: Bool
  ) {
    core = path.core
    view = path
    lifetime = link.childLifetime
    declarations = Declarations(
      checking: path.handle(forWrite: false).pointee, reportsEveryWrite: reportsEveryWrite)
    delivery = Delivery(declarations.properties)
    // The parent hears every write.
    delivery.hasSilentListener = true
  }

  deinit {
    lifetime.isAlive = false
  }

  /// Creates a tracker after checking the state's declaration, in any build.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from; no change is reported for it.
  ///   - reporting: Whether each `set` reports only writes that change a value, or every write.
  ///   - historyCapacity: The number of undo steps to keep; 0 or less (the default) turns
  ///     history off.
  /// - Throws: ``TrackingDeclarationError`` naming every undeclared, duplicated or computed
  ///   property, when the declaration does not cover each stored property exactly once.
  public convenience init(
    validating initialState: State,
    reporting: WriteReporting = .changesOnly,
    historyCapacity: Int = 0
  ) throws(TrackingDeclarationError) {
    try initialState.validateTrackedProperties()
    self.init(initialState, reporting: reporting, historyCapacity: historyCapacity)
  }

  /// The current state.
  ///
  /// It is a copy: to change the state, write through the tracker. To read one property, read
  /// it from the tracker (`tracker.email`), which copies that property alone.
  @inlinable
  public var state: State {
    if observation != nil {
      registerAccess(at: KeyPathIndex.undeclared)
    }
    return storage
  }

  /// Reads one property of the current state, as in `tracker.email`.
  ///
  /// - Parameter keyPath: The property to read.
  @inlinable
  @inline(__always)
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    // A stored property is read where it is, not through a copy of the whole state.
    guard let offset = MemoryLayout<State>.offset(of: keyPath) else {
      return readThroughKeyPathObject(keyPath)
    }
    if observation != nil {
      registerAccess(
        at: keyPaths.storedPosition(offset: offset, valueType: ObjectIdentifier(Value.self)))
    }
    return stateAddress.field(at: offset, as: Value.self).pointee
  }

  /// The value a key path that designates no stored property reaches, such as a computed
  /// property or an element of an array, registered with the Observation framework.
  @inlinable
  @inline(never)
  func readThroughKeyPathObject<Value>(_ keyPath: KeyPath<State, Value>) -> Value {
    if observation != nil {
      registerAccess(at: position(of: keyPath))
    }
    return storage[keyPath: keyPath]
  }
}

@available(*, unavailable)
extension StateTracker: Sendable {}
