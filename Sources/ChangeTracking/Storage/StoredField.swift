/// Where a declared stored property lies in its state, and how to move its value out, copy one
/// in and destroy it alone, for ``SnapshotLayout``. Not generic, so that a layout holds the
/// fields of any state.
@usableFromInline
struct StoredField {
  /// Where the property's value is in the state, in bytes.
  @usableFromInline
  let offset: Int

  /// The size of the property's value, in bytes.
  @usableFromInline
  let size: Int

  /// Moves the property's value in the state at `target` to the same offset in `replaced` (both
  /// handles of their bytes), leaving its place in `target` uninitialized; `nil` for a value
  /// that holds no reference, which is copied as bytes.
  @usableFromInline
  let moveOut: ((_ target: ValueHandle<UInt8>, _ replaced: ValueHandle<UInt8>) -> Void)?

  /// Initializes the property's place in the state at `target`, where no value is, with a copy
  /// of the value at the same offset in `source` (both handles of their bytes), retaining what
  /// it holds; `nil` for a value that holds no reference.
  @usableFromInline
  let copyIn: ((_ target: ValueHandle<UInt8>, _ source: ValueHandle<UInt8>) -> Void)?

  /// Destroys the property's value in the state at `value`, a handle of its bytes.
  @usableFromInline
  let destroy: ((_ value: ValueHandle<UInt8>) -> Void)?

  /// The field of the stored property at `keyPath`, or `nil` when the key path is no stored
  /// property.
  @inlinable
  init?<State, Value>(_ keyPath: KeyPath<State, Value>) {
    guard let offset = MemoryLayout<State>.offset(of: keyPath) else {
      return nil
    }
    self.offset = offset
    size = MemoryLayout<Value>.size
    if _isPOD(Value.self) {
      moveOut = nil
      copyIn = nil
      destroy = nil
    } else {
      moveOut = { target, replaced in
        replaced.moveInitialize(Value.self, at: offset, from: target)
      }
      copyIn = { target, source in target.initialize(Value.self, at: offset, from: source) }
      destroy = { $0.deinitialize(Value.self, at: offset) }
    }
  }
}
