/// The declaration of one stored property of a ``TrackedState``: the change that identifies it
/// and how its values compare, or that it is untracked on purpose.
///
/// Declarations are written with the static factories, in the state's
/// ``TrackedState/trackedProperties`` list:
///
/// ```swift
/// static let trackedProperties: [TrackedProperty<Self>] = [
///   .tracked(\.name, as: .name),
///   .tracked(\.lastPing, as: .lastPing, reporting: .everyWrite),
///   .tracked(\.error, as: .error, isEqual: { $0?.code == $1?.code }),
///   .untracked(\.cachedAvatar),
/// ]
/// ```
public struct TrackedProperty<State: TrackedState>: @unchecked Sendable {
  // Unchecked: a declaration holds only immutable key paths, a `Sendable` change, and closures
  // that capture nothing but those key paths and a caller's `@Sendable` closure.

  /// How a tracker decides that a write changed the property.
  @usableFromInline
  enum Comparison: Sendable {
    /// The value type's `==`.
    case equatable
    /// A closure given in the declaration.
    case custom
  }

  /// The property's key path from the state.
  @usableFromInline
  let keyPath: PartialKeyPath<State>

  /// The change that identifies the property, or `nil` for an untracked property.
  @usableFromInline
  let change: State.Change?

  /// How values of the property compare.
  @usableFromInline
  let comparison: Comparison

  /// Whether `set` reports a write of a value equal to the current one.
  @usableFromInline
  let reportsEveryWrite: Bool

  /// Whether the property holds the same value in two snapshots.
  @usableFromInline
  let hasEqualValues: (State, State) -> Bool

  /// Copies the property's value from a snapshot into a state, or `nil` where the property is
  /// not writable.
  @usableFromInline
  let copyValue: ((inout State, State) -> Void)?

  /// For a property that embeds a scoped state, calls its last argument with the parent change
  /// of each child change between two values of the state (`nil` standing for an absent
  /// optional child); `nil` for any other property.
  @usableFromInline
  var forEachEmbeddedChange: ((State?, State?, (State.Change) -> Void) -> Void)? = nil

  /// For a property that embeds a scoped state, its `ScopeDeclaration`; `nil` otherwise.
  var scopeDeclaration: (any Sendable)? = nil

  /// Whether the property is declared with a change, or embeds a scoped state.
  @usableFromInline
  var isTracked: Bool { change != nil || forEachEmbeddedChange != nil }
}

extension TrackedProperty {
  /// Creates a declaration.
  @usableFromInline
  init(
    keyPath: PartialKeyPath<State>,
    change: State.Change?,
    comparison: Comparison,
    reportsEveryWrite: Bool,
    hasEqualValues: @escaping (State, State) -> Bool,
    copyValue: ((inout State, State) -> Void)?
  ) {
    self.keyPath = keyPath
    self.change = change
    self.comparison = comparison
    self.reportsEveryWrite = reportsEveryWrite
    self.hasEqualValues = hasEqualValues
    self.copyValue = copyValue
  }
}

extension TrackedProperty {
  /// Declares a tracked property whose values compare with `==`.
  ///
  /// With the default reporting, a write of a value equal to the current one reports nothing.
  ///
  /// - Parameters:
  ///   - keyPath: The key path of a stored property of the state itself, such as `\.email`.
  ///   - change: The change reported when the property changes.
  ///   - reporting: Whether a `set` reports only writes that change the value, or every write.
  ///     Batches, undo and rollback compare snapshots, so they report a property only when its
  ///     value differs.
  /// - Returns: The declaration.
  @inlinable
  public static func tracked<Value: Equatable>(
    _ keyPath: WritableKeyPath<State, Value>,
    as change: State.Change,
    reporting: WriteReporting = .changesOnly
  ) -> Self {
    Self(
      keyPath: keyPath,
      change: change,
      comparison: .equatable,
      reportsEveryWrite: reporting == .everyWrite,
      hasEqualValues: StoredValueEquality.comparing(keyPath),
      copyValue: { $0[keyPath: keyPath] = $1[keyPath: keyPath] }
    )
  }

  /// Declares a tracked property whose values compare with a closure.
  ///
  /// Use it for a value type that is not `Equatable`, or to decide what counts as a change, for
  /// example comparing errors by their code.
  ///
  /// - Parameters:
  ///   - keyPath: The key path of a stored property of the state itself.
  ///   - change: The change reported when the property changes.
  ///   - reporting: Whether a `set` reports only writes that change the value, or every write.
  ///   - isEqual: Returns whether two values of the property are the same for reporting.
  /// - Returns: The declaration.
  public static func tracked<Value>(
    _ keyPath: WritableKeyPath<State, Value>,
    as change: State.Change,
    reporting: WriteReporting = .changesOnly,
    isEqual: @escaping @Sendable (Value, Value) -> Bool
  ) -> Self {
    Self(
      keyPath: keyPath,
      change: change,
      comparison: .custom,
      reportsEveryWrite: reporting == .everyWrite,
      hasEqualValues: { isEqual($0[keyPath: keyPath], $1[keyPath: keyPath]) },
      copyValue: { $0[keyPath: keyPath] = $1[keyPath: keyPath] }
    )
  }

  /// Declares a stored property that is not tracked, on purpose.
  ///
  /// Writes to it are stored but never reported, and it plays no part in undo or rollback
  /// reports. Use it for caches and other values no observer should react to.
  ///
  /// - Parameter keyPath: The key path of a stored property of the state itself.
  /// - Returns: The declaration.
  public static func untracked<Value>(_ keyPath: KeyPath<State, Value>) -> Self {
    let writable = keyPath as? WritableKeyPath<State, Value>
    let copyValue: ((inout State, State) -> Void)? = writable.map { writable in
      { $0[keyPath: writable] = $1[keyPath: writable] }
    }
    return Self(
      keyPath: keyPath,
      change: nil,
      comparison: .custom,
      reportsEveryWrite: false,
      hasEqualValues: { _, _ in true },
      copyValue: copyValue
    )
  }
}
