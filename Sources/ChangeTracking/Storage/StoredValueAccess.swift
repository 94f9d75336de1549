/// Reads one stored property of a state at its offset, without going through its key path,
/// whose components are walked at run time: an embedded state is read on every scoped write.
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
}
