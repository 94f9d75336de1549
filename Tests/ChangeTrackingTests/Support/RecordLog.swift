import ChangeTracking

/// Collects what a tracker reports, for tests to inspect afterwards.
final class RecordLog<State: TrackedState> {
  private(set) var records: [ChangeRecord<State>] = []
  private var token: ObservationToken?

  init(_ tracker: StateTracker<State>, only changes: Set<State.Change>? = nil) {
    token = tracker.observe(changes) { [unowned self] record in
      records.append(record)
    }
  }

  var changes: [State.Change] { records.map(\.change) }
  var snapshots: [State] { records.map(\.snapshot) }
  var sequences: [Int] { records.map(\.sequence) }
}
