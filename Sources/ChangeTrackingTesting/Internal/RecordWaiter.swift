import ChangeTracking

/// One call waiting for a recorder to hold a number of records: resumed once, by the record that
/// completes the count or by the timeout, whichever comes first.
@usableFromInline
final class RecordWaiter: Sendable {
  /// The number of records awaited.
  let count: Int

  /// The suspended caller, and the outcome once known.
  private typealias Slot = (continuation: CheckedContinuation<Bool, Never>?, arrived: Bool?)

  /// The slot, under a lock: the caller and the record or timeout that finishes it race.
  private let state = LockedValue<Slot>((nil, nil))

  init(count: Int) {
    self.count = count
  }

  /// Suspends until ``finish(arrived:)`` is called, or returns at once if it already was.
  func wait() async -> Bool {
    await withCheckedContinuation { continuation in
      let outcome = state.withLock { state in
        if state.arrived == nil {
          state.continuation = continuation
        }
        return state.arrived
      }
      if let outcome {
        continuation.resume(returning: outcome)
      }
    }
  }

  /// Sets the outcome and resumes the caller; later calls do nothing.
  func finish(arrived: Bool) {
    let continuation = state.withLock { state -> CheckedContinuation<Bool, Never>? in
      guard state.arrived == nil else {
        return nil
      }
      state.arrived = arrived
      defer { state.continuation = nil }
      return state.continuation
    }
    continuation?.resume(returning: arrived)
  }
}
