/// The one place where the library uses an object it does not retain for the call, or refers
/// to one without keeping it alive.
///
/// A delivery calls ``StateTracker/onChange`` and each observer, and a comparison walks the
/// declarations, on every write, without counting a reference to each for the call. Each
/// caller names why the object outlives the call: the delivery keeps every observer
/// and every replaced handler until it ends, and a tracker's declarations live as long as it.
@usableFromInline
enum Unretained {
  /// Calls `body` with the object `object` refers to, which its caller keeps alive meanwhile.
  @inlinable
  @inline(__always)
  static func with<Object: AnyObject, Result>(
    _ object: Unmanaged<Object>,
    _ body: (Object) -> Result
  ) -> Result {
    object._withUnsafeGuaranteedRef(body)
  }

  /// A reference that keeps nothing alive, for an object that owns its holder (a view owns its
  /// link): read only while the object is known to be alive, it gives a strong reference
  /// without the check an `unowned` reference makes.
  @usableFromInline
  struct Reference<Object: AnyObject> {
    @usableFromInline
    let unmanaged: Unmanaged<Object>

    /// Refers to `object` without retaining it.
    @inlinable
    init(_ object: Object) {
      unmanaged = .passUnretained(object)
    }

    /// The object; its holder must know it alive (as a ``TrackerLifetime`` says).
    @inlinable
    var object: Object {
      unmanaged.takeUnretainedValue()
    }
  }

  /// Makes a value whose one reference is `object` without retaining it, lends the value to
  /// `body`, then drops it without releasing `object`: neither its making nor its dropping counts
  /// a reference. A copy `body` makes (an observer keeping a record) retains as any copy does.
  ///
  /// `object` must outlive the call (its caller holds it), and the value must hold no other
  /// reference (a reference-counted payload of its other fields would never be released).
  @inlinable
  @inline(__always)
  static func withUncounted<Value>(
    _ object: AnyObject,
    in make: (AnyObject) -> Value,
    _ body: (borrowing Value) -> Void
  ) {
    let value = make(Unmanaged.passUnretained(object).takeRetainedValue())
    body(value)
    var dropped = Optional(consume value)
    forget(&dropped)
  }

  /// Leaves `value` `nil` without destroying what it held: for a value whose references are
  /// counted by nothing (a record that borrowed its box), so that dropping it releases nothing.
  @inlinable
  @inline(__always)
  static func forget<Value>(_ value: inout Value?) {
    // Unprotected: the write is the optional's own, of its own type.
    _ = _withUnprotectedUnsafeMutablePointer(to: &value) {
      UnsafeMutableRawPointer($0).initializeMemory(as: Value?.self, repeating: nil, count: 1)
    }
  }

  /// `object` as the `Object` it is known to be, with no check in release builds.
  @inlinable
  @inline(__always)
  static func downcast<Object: AnyObject>(_ object: AnyObject, to _: Object.Type) -> Object {
    unsafeDowncast(object, to: Object.self)
  }
}
