/// Where a declared stored property lies in its state, and how to copy its value alone: what
/// lets a snapshot be copied over an older one property by property, leaving alone the
/// references that did not change.
///
/// A state copied over another as a whole retains every reference it holds and releases every
/// reference it replaces, even where both hold the same: two atomic operations per reference.
/// Copied property by property, a property whose bytes are the same in both (the same strings,
/// the same array buffers) is not touched; the others are assigned, and the values that hold no
/// reference are then copied as bytes.
///
/// Not generic, so that a copy made from code that is not specialized for the state (the undo
/// history's, filling a slot) looks up no generic metadata.
@usableFromInline
struct StoredField {
  /// Where the property's value is in the state, in bytes.
  @usableFromInline
  let offset: Int

  /// The size of the property's value, in bytes.
  @usableFromInline
  let size: Int

  /// Assigns the property's value in the state at `source` to the property in the state at
  /// `target` (handles of their bytes), retaining and releasing what it must; `nil` for a value
  /// that holds no reference, which is copied as bytes.
  @usableFromInline
  let assign: ((_ target: ValueHandle<UInt8>, _ source: ValueHandle<UInt8>) -> Void)?

  /// The field of the stored property at `keyPath`, or `nil` when the key path is no stored
  /// property.
  ///
  /// Inlinable, so that the assignment is compiled for the property's type where it is declared.
  @inlinable
  init?<State, Value>(_ keyPath: KeyPath<State, Value>) {
    guard let offset = MemoryLayout<State>.offset(of: keyPath) else {
      return nil
    }
    self.offset = offset
    size = MemoryLayout<Value>.size
    if _isPOD(Value.self) {
      assign = nil
    } else {
      assign = { target, source in
        target.assign(Value.self, at: offset, from: source)
      }
    }
  }
}

extension ContiguousArray where Element == StoredField {
  /// Copies the state at `source` over the one at `target` (handles of their bytes), both of
  /// `byteCount` bytes, property by property: each of these fields whose bytes differ is
  /// assigned, then the rest is copied as bytes.
  ///
  /// - Parameters:
  ///   - source: The state to copy.
  ///   - target: The state to write, holding a value of the same type.
  ///   - byteCount: The size of the state.
  @usableFromInline
  func copy(_ source: ValueHandle<UInt8>, over target: ValueHandle<UInt8>, byteCount: Int) {
    // Read where the array keeps them: a binding would be retained.
    for index in indices
    where !target.hasSameBytes(as: source, at: self[index].offset, count: self[index].size) {
      self[index].assign!(target, source)
    }
    // Every reference now has the same bytes in both: the rest is copied as bytes.
    target.copyBytes(from: source, count: byteCount)
  }
}
