import ChangeTracking

/// Records every record a tracker delivers, and optionally a line per record into a shared
/// journal, to check the order across trackers.
@MainActor
final class RecordLog<State: TrackedState> {
  private(set) var records: [ChangeRecord<State>] = []
  private var token: ObservationToken?

  init(_ tracker: StateTracker<State>, journal: Journal? = nil, name: String = "") {
    token = tracker.observe { [unowned self] record in
      records.append(record)
      journal?.lines.append("\(name) \(record.change)")
    }
  }

  var changes: [State.Change] { records.map(\.change) }
  var sequences: [Int] { records.map(\.sequence) }
}
