/// Compares one stored property of two snapshots in place, at its offset, without going
/// through its key path, whose components are walked at run time.
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
