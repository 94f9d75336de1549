/// Reads and writes one stored property of a state at its offset, without going through its key
/// path.
///
/// Applying a key path object walks its components at run time; an embedded state is a stored
/// property at a fixed offset of its parent, read and written on every scoped write.
@usableFromInline
enum StoredValueAccess {
  /// A closure that reads the value at `keyPath`.
  @inlinable
  static func reader<Root, Value>(_ keyPath: KeyPath<Root, Value>) -> (Root) -> Value {
    guard let offset = MemoryLayout<Root>.offset(of: keyPath) else {
      return { $0[keyPath: keyPath] }
    }
    return { root in
      ValueHandle.reading(root) { $0.field(at: offset, as: Value.self).pointee }
    }
  }

  /// A closure that writes a value at `keyPath`.
  @inlinable
  static func writer<Root, Value>(
    _ keyPath: WritableKeyPath<Root, Value>
  ) -> (inout Root, Value) -> Void {
    guard let offset = MemoryLayout<Root>.offset(of: keyPath) else {
      return { $0[keyPath: keyPath] = $1 }
    }
    return { root, value in
      ValueHandle.modifyField(at: offset, of: &root, as: Value.self) { $0 = value }
    }
  }
}
