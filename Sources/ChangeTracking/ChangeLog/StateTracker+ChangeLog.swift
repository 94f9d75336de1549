import ChangeTrackingRendering

extension StateTracker {
  /// Logs each record as the tracker reports it: its sequence, its change, its row changes, and
  /// what its snapshot changed since the previous one, written to standard output unless
  /// `write` says otherwise.
  ///
  /// A debugging aid for a running app, in one line: keep the token for as long as the log
  /// should run.
  ///
  /// ```swift
  /// let log = viewModel.tracker.logChanges()
  /// ```
  ///
  /// Each record is one entry, its snapshot compared with the one before it (the tracker's state
  /// when logging began, for the first) and printed as a failed test step prints it: only what
  /// differs, equal parts folded.
  ///
  /// ```
  /// #2 .name
  ///   ProfileState(
  /// -   name: nil
  /// +   name: "Ada Lovelace"
  ///     … 5 unchanged
  ///   )
  /// ```
  ///
  /// The records of one batch share its final snapshot, so the first shows what the whole batch
  /// changed and the others say `(snapshot unchanged since #n)`. The log is an observer: off
  /// unless called, and it costs nothing once its token is released. While it runs, it keeps the
  /// previous snapshot, so each write copies the state once.
  ///
  /// - Parameter write: Receives each entry, several lines without a final newline. The
  ///   default prints it.
  /// - Returns: A token that stops the log when cancelled or released.
  public func logChanges(
    _ write: @escaping (String) -> Void = { print($0) }
  ) -> ObservationToken {
    var previous = state
    var lastChange: Int?
    return observe { record in
      var heading = "#\(record.sequence) \(DumpNode(record.change).singleLine)"
      if let rows = record.rowChanges {
        heading += " rows: " + (rows.isEmpty ? "none" : rows.description)
      }
      let lines = ValueDiff.lines(expected: previous, actual: record.snapshot)
      if lines.isEmpty {
        // Named with the last record whose snapshot differed from the one before it.
        let since = lastChange.map { " since #\($0)" } ?? ""
        write(heading + "\n  (snapshot unchanged\(since))")
      } else {
        write(heading + "\n" + lines.printed)
        lastChange = record.sequence
      }
      previous = record.snapshot
    }
  }
}
