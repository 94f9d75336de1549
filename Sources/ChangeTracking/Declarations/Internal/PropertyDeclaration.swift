/// What one ``TrackedProperty`` declares: its key path, its kind, and how its values compare and
/// copy.
///
/// An object, so that the loops over a tracker's declarations (batches, undo, rollback, scopes)
/// share each one instead of copying it.
@usableFromInline
final class PropertyDeclaration<State: TrackedState>: @unchecked Sendable {
  // Unchecked: immutable; its closures capture nothing but key paths and a caller's `@Sendable`
  // closure.
  /// How a tracker decides that a write changed the property.
  @usableFromInline
  enum Comparison: Sendable {
    /// The value type's `==`.
    case equatable
    /// A closure given in the declaration.
    case custom
    /// An array declared row by row: compared with `==`, and its records carry what changed in
    /// it.
    case rows
  }

  /// What a declaration says of its property.
  @usableFromInline
  enum Kind {
    /// A property whose changes are reported, identified by this change.
    case tracked(State.Change)
    /// A property whose writes are stored and never reported.
    case untracked
    /// A property that embeds another tracked state, whose changes the parent's embed.
    case scoped(any EmbeddedStateDeclaration<State>)
  }

  /// The property's key path from the state.
  @usableFromInline
  let keyPath: PartialKeyPath<State>

  /// Whether the property is tracked, untracked or embeds a scoped state.
  @usableFromInline
  let kind: Kind

  /// How values of the property compare.
  @usableFromInline
  let comparison: Comparison

  /// Whether `set` reports a write of a value equal to the current one.
  @usableFromInline
  let reportsEveryWrite: Bool

  /// Whether the property holds the same value in two snapshots, read in place, as far as
  /// reporting goes: the value type's `==`, or the declaration's `isEqual`.
  @usableFromInline
  let hasEqualValues: (ValueHandle<State>, ValueHandle<State>) -> Bool

  /// For an array declared row by row, how to read, write and compare its elements.
  @usableFromInline
  let rows: (any RowsAccess<State>)?

  /// Where the property lies in the state, and how to copy its value alone; `nil` for a key
  /// path that is no stored property.
  @usableFromInline
  let field: StoredField?

  /// The bytes of the property in the state, from ``field``.
  @usableFromInline
  let storedBytes: Range<Int>?

  /// Whether the property's values are equal exactly when their bytes are: a stored property of
  /// a standard integer type or `Bool`, compared with its `==`. A restore then takes different
  /// bytes for different values (``restoredValueDiffers(from:to:)``), without calling `==`.
  @usableFromInline
  let bytesDecideEquality: Bool

  /// Whether the property is tracked and compared as a whole: neither untracked, nor embedding
  /// a scoped state, nor an array declared row by row.
  @usableFromInline
  let isPlainTracked: Bool

  /// Creates the declaration of the property at `keyPath`.
  @inlinable
  init<Value>(
    keyPath: KeyPath<State, Value>,
    kind: Kind,
    comparison: Comparison,
    reporting: WriteReporting,
    hasEqualValues: @escaping (ValueHandle<State>, ValueHandle<State>) -> Bool,
    rows: (any RowsAccess<State>)? = nil
  ) {
    self.keyPath = keyPath
    self.kind = kind
    self.comparison = comparison
    reportsEveryWrite = reporting == .everyWrite
    self.hasEqualValues = hasEqualValues
    self.rows = rows
    field = StoredField(keyPath)
    storedBytes = field.map { $0.offset..<$0.offset + $0.size }
    bytesDecideEquality =
      field != nil && comparison == .equatable && Self.equalityIsBitwise(of: Value.self)
    if case .tracked = kind, rows == nil {
      isPlainTracked = true
    } else {
      isPlainTracked = false
    }
  }

  /// Whether a comparison of two snapshots takes the property as a whole (a plain tracked
  /// property) or leaves it out (an untracked one): not a property that embeds a scoped state,
  /// whose changes are the child's, nor an array declared row by row, whose records carry what
  /// changed in it.
  @inlinable
  var comparesInPlace: Bool {
    if isPlainTracked {
      return true
    }
    if case .untracked = kind {
      return true
    }
    return false
  }

  /// The change that identifies the property, or `nil` for an untracked or scoped property.
  @inlinable
  var change: State.Change? {
    if case .tracked(let change) = kind { change } else { nil }
  }

  /// Whether the property embeds a scoped state.
  @inlinable
  var isScoped: Bool {
    if case .scoped = kind { true } else { false }
  }

  /// Whether `type` is one whose values are equal exactly when their bytes are: a standard
  /// integer type, or `Bool`. Not a floating-point type (`0.0 == -0.0`, `.nan != .nan`), nor an
  /// optional (whose `nil` leaves its payload's bytes unspecified).
  @inlinable
  static func equalityIsBitwise<Value>(of type: Value.Type) -> Bool {
    type == Int.self || type == UInt.self || type == Bool.self
      || type == Int8.self || type == Int16.self || type == Int32.self || type == Int64.self
      || type == UInt8.self || type == UInt16.self || type == UInt32.self || type == UInt64.self
  }
}
