import ChangeTracking

/// Counts the invalidations an Observation `onChange` reports, from any thread.
final class InvalidationCounter: Sendable {
  private let storage = LockedValue(0)

  var count: Int { storage.withLock { $0 } }

  func increment() {
    storage.withLock { $0 += 1 }
  }
}
