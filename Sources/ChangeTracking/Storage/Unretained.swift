/// The one place where the library uses an object it does not retain for the call, or refers
/// to one without keeping it alive. Each caller names why the object outlives the call.
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
  /// link), read only while the object is known to be alive.
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

  /// `object` as the `Object` it is known to be, with no check in release builds.
  @inlinable
  @inline(__always)
  static func downcast<Object: AnyObject>(_ object: AnyObject, to _: Object.Type) -> Object {
    unsafeDowncast(object, to: Object.self)
  }
}
