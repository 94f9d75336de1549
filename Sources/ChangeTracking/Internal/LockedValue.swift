#if canImport(Darwin)
  internal import Darwin
#elseif canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#elseif canImport(Android)
  internal import Android
#elseif canImport(WinSDK)
  internal import WinSDK
#else
  #error("LockedValue has no lock primitive for this platform")
#endif

/// A value that any thread may read and write, one at a time, under a lock.
///
/// It stands in for `Synchronization.Mutex`, which needs iOS 18 and macOS 15, so that the
/// package runs on every platform Observation runs on. It locks with the platform's own
/// primitive — `os_unfair_lock` on Apple platforms, `pthread_mutex_t` elsewhere, `SRWLOCK` on
/// Windows — which ThreadSanitizer understands, so a critical section is ordered before the next
/// one without a suppression. The primitive lives in its own allocation: a lock must not move
/// while anyone holds it, and Swift does not promise a stable address for a stored property.
///
/// Only cold paths use it (a per-type cache, a process-wide counter, the testing module's
/// waiters); a tracker's writes take no lock.
///
/// It is `package`, not `internal`, so that the testing module and the tests use the same lock
/// instead of a copy of it.
package final class LockedValue<Value> {
  #if canImport(Darwin)
    private typealias Primitive = os_unfair_lock
  #elseif canImport(WinSDK)
    private typealias Primitive = SRWLOCK
  #else
    private typealias Primitive = pthread_mutex_t
  #endif

  /// The lock, at an address that never changes.
  private let primitive: UnsafeMutablePointer<Primitive>

  /// The protected value; read and written only while `primitive` is held.
  private var value: Value

  /// Creates a lock that protects `initialValue`.
  package init(_ initialValue: Value) {
    value = initialValue
    primitive = UnsafeMutablePointer<Primitive>.allocate(capacity: 1)
    #if canImport(Darwin)
      primitive.initialize(to: os_unfair_lock())
    #elseif canImport(WinSDK)
      InitializeSRWLock(primitive)
    #else
      primitive.initialize(to: pthread_mutex_t())
      let status = pthread_mutex_init(primitive, nil)
      precondition(status == 0, "pthread_mutex_init failed with \(status)")
    #endif
  }

  deinit {
    #if !canImport(Darwin) && !canImport(WinSDK)
      let status = pthread_mutex_destroy(primitive)
      precondition(status == 0, "pthread_mutex_destroy failed with \(status)")
    #endif
    primitive.deinitialize(count: 1)
    primitive.deallocate()
  }

  /// Runs `body` with the value while holding the lock, and returns what `body` returns.
  ///
  /// `body` must not call `withLock` on the same lock: the lock is not recursive.
  package func withLock<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    lock()
    defer { unlock() }
    return try body(&value)
  }

  private func lock() {
    #if canImport(Darwin)
      os_unfair_lock_lock(primitive)
    #elseif canImport(WinSDK)
      AcquireSRWLockExclusive(primitive)
    #else
      let status = pthread_mutex_lock(primitive)
      precondition(status == 0, "pthread_mutex_lock failed with \(status)")
    #endif
  }

  private func unlock() {
    #if canImport(Darwin)
      os_unfair_lock_unlock(primitive)
    #elseif canImport(WinSDK)
      ReleaseSRWLockExclusive(primitive)
    #else
      let status = pthread_mutex_unlock(primitive)
      precondition(status == 0, "pthread_mutex_unlock failed with \(status)")
    #endif
  }
}

// Every access to the value is made under the lock, so the lock may be shared across
// isolations, as long as the value itself may cross them.
extension LockedValue: @unchecked Sendable where Value: Sendable {}
