/// Compares one stored property of two snapshots without going through its key path.
///
/// Projecting a value through a key path object walks its components at run time; a declared
/// property is a stored property at a fixed offset of the state, so its values are read there,
/// in place, through the states' handles. A `set`, a batch, an undo and a rollback compare
/// declared properties with it (``comparing(_:)``).
@usableFromInline
enum StoredValueEquality {
  /// A closure that tells whether two states hold equal values at `keyPath`.
  @inlinable
  static func comparing<State, Value: Equatable>(
    _ keyPath: KeyPath<State, Value>
  ) -> (ValueHandle<State>, ValueHandle<State>) -> Bool {
    guard let offset = MemoryLayout<State>.offset(of: keyPath) else {
      return { $0.pointee[keyPath: keyPath] == $1.pointee[keyPath: keyPath] }
    }
    return {
      $0.field(at: offset, as: Value.self).holdsValue(equalTo: $1.field(at: offset, as: Value.self))
    }
  }

  /// A closure that tells whether two states hold values at `keyPath` that `isEqual` calls
  /// equal, read in place: a stored property's alone, or through the key path.
  static func comparing<State, Value>(
    _ keyPath: KeyPath<State, Value>,
    by isEqual: @escaping @Sendable (Value, Value) -> Bool
  ) -> (ValueHandle<State>, ValueHandle<State>) -> Bool {
    guard let offset = MemoryLayout<State>.offset(of: keyPath) else {
      return { isEqual($0.pointee[keyPath: keyPath], $1.pointee[keyPath: keyPath]) }
    }
    return {
      isEqual(
        $0.field(at: offset, as: Value.self).pointee, $1.field(at: offset, as: Value.self).pointee)
    }
  }
}
