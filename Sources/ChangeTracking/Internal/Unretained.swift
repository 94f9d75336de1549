/// The one place where the library uses an object it does not retain for the call.
///
/// A delivery calls ``StateTracker/onChange`` and each observer, and a comparison walks the
/// declarations, on every write: retaining each for the call would cost two atomic operations
/// apiece. Each caller names why the object outlives the call: the delivery keeps every observer
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
}
