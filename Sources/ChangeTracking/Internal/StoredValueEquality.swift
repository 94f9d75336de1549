/// Compares one stored property of two snapshots without going through its key path.
///
/// Projecting a value through a key path object walks its components at run time; a declared
/// property is a stored property at a fixed offset of the state, so its values are read there
/// directly, in place, through the states' handles. A batch that writes in place compares each
/// property it wrote (``settling(_:)``); a `set`, a batch on a copy, an undo and a rollback
/// compare declared properties (``comparing(_:)``): this is on their hot paths.
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

  /// A closure that ends a batch's write of the stored property at `keyPath`: it tells whether
  /// the value the batch replaced, kept in the batch's image of the state (see ``BatchNotes``),
  /// equals the state's; `nil` for a key path that is no stored property.
  ///
  /// The replaced value stays in the image: it is released once the batch's records are
  /// delivered (``BatchNotes/releaseReplaced(_:)``), so that a `deinit` it runs writes after them.
  @inlinable
  static func settling<State, Value: Equatable>(
    _ keyPath: KeyPath<State, Value>
  ) -> ((_ image: ValueHandle<State>, _ state: ValueHandle<State>) -> Bool)? {
    guard let offset = MemoryLayout<State>.offset(of: keyPath) else {
      return nil
    }
    return { image, state in
      image.field(at: offset, as: Value.self)
        .holdsValue(equalTo: state.field(at: offset, as: Value.self))
    }
  }

  /// ``settling(_:)`` for a property whose values compare with `isEqual`.
  static func settling<State, Value>(
    _ keyPath: KeyPath<State, Value>,
    by isEqual: @escaping @Sendable (Value, Value) -> Bool
  ) -> ((_ image: ValueHandle<State>, _ state: ValueHandle<State>) -> Bool)? {
    guard let offset = MemoryLayout<State>.offset(of: keyPath) else {
      return nil
    }
    return { image, state in
      isEqual(
        image.field(at: offset, as: Value.self).pointee,
        state.field(at: offset, as: Value.self).pointee)
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
