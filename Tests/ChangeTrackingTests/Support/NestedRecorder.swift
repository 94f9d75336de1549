import ChangeTracking

/// Keeps what one tracker's observer receives, and writes each record in the shared journal
/// under the tracker's name.
final class NestedRecorder<State: TrackedState> {
  /// The tracker's name in the journal and in failure messages.
  let name: String
  /// The records received, in order.
  private(set) var records: [ChangeRecord<State>] = []
  /// Keeps the observer registered.
  private var token: ObservationToken?

  /// Registers the observer on `tracker`.
  init(_ tracker: StateTracker<State>, name: String, journal: NestedJournal) {
    self.name = name
    token = tracker.observe { [unowned self] record in
      records.append(record)
      journal.append(NestedModel.entry(name, record.change, record.sequence))
    }
  }

}
