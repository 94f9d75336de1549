import ChangeTracking

/// An observer that checks, with counters only, that it receives each record once and in order.
///
/// Cheap enough for a million records in a debug build: it keeps no list, only the number of
/// records, the first and last sequence numbers, and how many records broke the order.
final class SequenceProbe<State: TrackedState> {
  /// The records received.
  private(set) var received = 0
  /// The sequence number of the first record received, or `nil` before any.
  private(set) var first: Int?
  /// The sequence number of the last record received.
  private(set) var last = 0
  /// Records whose sequence number was not the last one plus one: duplicates, gaps or reversals.
  private(set) var outOfOrder = 0
  /// Records received after `cancel()`.
  private(set) var afterCancel = 0

  private var token: ObservationToken?
  private var isCancelled = false

  init(_ tracker: StateTracker<State>, only changes: Set<State.Change>? = nil) {
    token = tracker.observe(changes) { [unowned self] record in
      take(record)
    }
  }

  /// Counts one record.
  private func take(_ record: ChangeRecord<State>) {
    if isCancelled {
      afterCancel += 1
    }
    if first == nil {
      first = record.sequence
    } else if record.sequence != last + 1 {
      outOfOrder += 1
    }
    last = record.sequence
    received += 1
  }

  /// Stops receiving records.
  func cancel() {
    isCancelled = true
    token?.cancel()
  }

  /// Whether the probe received exactly the records numbered `range`, each once, in order.
  func receivedExactly(_ range: ClosedRange<Int>) -> Bool {
    outOfOrder == 0 && afterCancel == 0 && first == range.lowerBound && last == range.upperBound
      && received == range.count
  }
}
