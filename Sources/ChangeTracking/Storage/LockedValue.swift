internal import Foundation

/// A value that any thread may read and write, one at a time, under a lock.
///
/// It stands in for `Synchronization.Mutex`, which needs iOS 18 and macOS 15, so that the
/// package runs on every platform Observation runs on. Only cold paths use it (a per-type
/// cache, a process-wide counter, the testing module's waiters); a tracker's writes take no
/// lock. It is `package` so that the testing module and the tests use it too.
package final class LockedValue<Value> {
  /// The lock.
  private let lock = NSLock()

  /// The protected value; read and written only while `lock` is held.
  private var value: Value

  /// Creates a lock that protects `initialValue`.
  package init(_ initialValue: Value) {
    value = initialValue
  }

  /// Runs `body` with the value while holding the lock, and returns what `body` returns.
  ///
  /// `body` must not call `withLock` on the same lock: the lock is not recursive.
  package func withLock<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}

// Every access to the value is made under the lock, so the lock may be shared across
// isolations, as long as the value itself may cross them.
extension LockedValue: @unchecked Sendable where Value: Sendable {}
