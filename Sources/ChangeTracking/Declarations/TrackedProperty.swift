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

  /// The declaration's content, in one object that a tracker's loops read in place.
  @usableFromInline
  let declaration: PropertyDeclaration<State>

  /// Wraps a declaration.
  @inlinable
  init(_ declaration: PropertyDeclaration<State>) {
    self.declaration = declaration
  }

  // What the declaration says, as ``PropertyDeclaration`` documents it.

  @inlinable
  var keyPath: PartialKeyPath<State> { declaration.keyPath }

  @inlinable
  var kind: PropertyDeclaration<State>.Kind { declaration.kind }

  @inlinable
  var comparison: PropertyDeclaration<State>.Comparison { declaration.comparison }

  @inlinable
  var reportsEveryWrite: Bool { declaration.reportsEveryWrite }

  @inlinable
  var change: State.Change? { declaration.change }

  @inlinable
  var isScoped: Bool { declaration.isScoped }
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
    tracked(keyPath, as: change, comparison: .equatable, reporting: reporting)
  }

  /// The declaration of a tracked property whose values compare with `==`: `comparison` says
  /// whether a write also reports row changes, which `rows` then finds.
  @inlinable
  static func tracked<Value: Equatable>(
    _ keyPath: WritableKeyPath<State, Value>,
    as change: State.Change,
    comparison: PropertyDeclaration<State>.Comparison,
    reporting: WriteReporting,
    rows: (any RowsAccess<State>)? = nil
  ) -> Self {
    Self(
      PropertyDeclaration(
        keyPath: keyPath, kind: .tracked(change), comparison: comparison, reporting: reporting,
        hasEqualValues: StoredValueEquality.comparing(keyPath), rows: rows))
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
      PropertyDeclaration(
        keyPath: keyPath, kind: .tracked(change), comparison: .custom, reporting: reporting,
        hasEqualValues: StoredValueEquality.comparing(keyPath, by: isEqual)))
  }

  /// Declares a stored property that is not tracked, on purpose.
  ///
  /// Writes to it are stored but never reported and record no undo step; it plays no part in
  /// the reports of undo or rollback, which still restore its value as part of the snapshot
  /// they restore. Use it for caches and other values no observer should react to.
  ///
  /// - Parameter keyPath: The key path of a stored property of the state itself.
  /// - Returns: The declaration.
  public static func untracked<Value>(_ keyPath: KeyPath<State, Value>) -> Self {
    Self(
      PropertyDeclaration(
        keyPath: keyPath, kind: .untracked, comparison: .custom, reporting: .changesOnly,
        hasEqualValues: { _, _ in true }))
  }
}
