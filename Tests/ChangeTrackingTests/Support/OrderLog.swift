import ChangeTracking

/// Collects the change and the sequence number of each record a tracker delivers, and keeps no
/// snapshot: a test of when a value is released needs the tracker to be its only holder.
final class OrderLog<State: TrackedState> {
  /// What the observer appends to, held by the observer itself: the log may go first.
  private final class Entries {
    var changes: [State.Change] = []
    var sequences: [Int] = []
  }

  private let entries = Entries()
  private var token: ObservationToken?

  init(_ tracker: StateTracker<State>) {
    token = tracker.observe { [entries] record in
      entries.changes.append(record.change)
      entries.sequences.append(record.sequence)
    }
  }

  var changes: [State.Change] { entries.changes }
  var sequences: [Int] { entries.sequences }
}
