/// What one ``TrackedProperty`` declares: its key path, its kind, and how its values compare and
/// copy. An object, so that the loops over a tracker's declarations share each one.
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
    /// An array declared row by row: compared with `==`, its records carrying what changed in it.
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

  /// Whether two snapshots, read in place, hold the same value of the property for reporting.
  @usableFromInline
  let hasEqualValues: (ValueHandle<State>, ValueHandle<State>) -> Bool

  /// For an array declared row by row, how to read, write and compare its elements.
  @usableFromInline
  let rows: (any RowsAccess<State>)?

  /// Where the property lies in the state and how to copy it; `nil` for no stored property.
  @usableFromInline
  let field: StoredField?

  /// The bytes of the property in the state, from ``field``.
  @usableFromInline
  let storedBytes: Range<Int>?

  /// Whether the property's values are equal exactly when their bytes are (a stored integer or
  /// `Bool` compared with `==`), so that a restore takes different bytes for different values.
  @usableFromInline
  let bytesDecideEquality: Bool

  /// Whether the property is tracked and compared as a whole: not scoped, nor declared by rows.
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

  /// Whether a comparison of two snapshots takes the property as a whole (a plain tracked one)
  /// or leaves it out (an untracked one), rather than asking its scope or its rows.
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

  /// Whether `type`'s values are equal exactly when their bytes are: an integer type or `Bool`;
  /// not a floating-point type (`0.0 == -0.0`), nor an optional (`nil` leaves bytes unspecified).
  @inlinable
  static func equalityIsBitwise<Value>(of type: Value.Type) -> Bool {
    type == Int.self || type == UInt.self || type == Bool.self
      || type == Int8.self || type == Int16.self || type == Int32.self || type == Int64.self
      || type == UInt8.self || type == UInt16.self || type == UInt32.self || type == UInt64.self
  }
}
