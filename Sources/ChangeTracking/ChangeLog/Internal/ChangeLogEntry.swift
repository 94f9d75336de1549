import ChangeTrackingRendering

/// How the debug change log writes one record: a heading with its sequence, its change and its
/// row changes, then the difference between its snapshot and the previous one, printed as the
/// testing module prints a failed step's.
struct ChangeLogEntry {
  /// The entry, several lines without a final newline.
  let text: String

  /// Whether the record's snapshot differs from the previous one.
  let changesSnapshot: Bool

  /// The entry of `record`, its snapshot compared with `previous`; `lastChange` is the sequence
  /// of the last record whose snapshot differed from the one before it, named by an entry whose
  /// snapshot is the same.
  init<State: TrackedState>(_ record: ChangeRecord<State>, previous: State, lastChange: Int?) {
    var heading = "#\(record.sequence) \(DumpNode(record.change).singleLine)"
    if let rows = record.rowChanges {
      heading += " rows: " + (rows.isEmpty ? "none" : rows.description)
    }
    let lines = ValueDiff.lines(expected: previous, actual: record.snapshot)
    changesSnapshot = !lines.isEmpty
    if changesSnapshot {
      text = heading + "\n" + lines.printed
    } else {
      let since = lastChange.map { " since #\($0)" } ?? ""
      text = heading + "\n  (snapshot unchanged\(since))"
    }
  }
}
