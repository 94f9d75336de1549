/// What a session recording writes for each record (format version 2): a line with the whole
/// snapshot, or a line with only what the record changed (see ``ChangesLine``), so that a write
/// costs the recorder what it changed, not what the state holds.
///
/// The first line holds the whole state, and so does a line again once the lines since the
/// last whole state add up to twice its size (and to at least ``leastBytesBetweenWholeStates``):
/// a reader needs the lines from the last whole state on, which take at most a third of the file.
///
/// The records of one batch (or undo, redo or rollback) share one snapshot, the state after all
/// of it. A batch's first record, one the tracker has numbered records after, is written whole,
/// as the recorder cannot tell which properties the others name; each other record of the batch
/// (already numbered when the one before was delivered, with the same snapshot) says only that
/// it shares it (`sameSnapshot`), so that a file cut anywhere reads back with every record's
/// snapshot. A record delivered while a later write's record waits in the delivery's queue,
/// which is not the recorder's to read, is taken for a batch's first too.
final class SessionRecordingWriter<State: TrackedState & Codable> where State.Change: Codable {
  /// What encodes the lines.
  let encoder = SessionRecordingFile<State>.LineEncoder()

  /// How lines of changes are written; `nil` when every line holds the whole snapshot (see
  /// ``RecordingPlan/forWriting(_:)``).
  private let plan: RecordingPlan<State>?

  /// The snapshot of the last record, while records numbered up to ``sharedUntil`` may share
  /// it.
  private var sharedSource: SnapshotSource<State>?

  /// The last record already numbered when the last record was delivered.
  private var sharedUntil = 0

  /// The bytes of the lines written since the last whole state.
  private var bytesSinceWhole = 0

  /// The size of the last line that held a whole state; 0 before the first.
  private var wholeBytes = 0

  /// The fewest bytes of lines between two whole states.
  static var leastBytesBetweenWholeStates: Int { 65_536 }

  /// A writer that writes lines of changes with `plan`, or whole snapshots when it is `nil`.
  init(plan: RecordingPlan<State>?) {
    self.plan = plan
  }

  /// The line of `record`, delivered at `time` (seconds since 1970), its line break included;
  /// `lastNumbered` is the sequence number of the last record the tracker has numbered. Throws
  /// ``SessionRecordingError/notEncodable(detail:)`` when a value cannot be encoded.
  func line(
    _ record: ChangeRecord<State>,
    lastNumbered: Int,
    time: Double
  ) throws(SessionRecordingError) -> [UInt8] {
    let sharesSnapshot =
      sharedSource.map { $0 === record.source && record.sequence <= sharedUntil } ?? false
    let startsBatch = !sharesSnapshot && lastNumbered > record.sequence
    if lastNumbered > record.sequence {
      sharedSource = record.source
      sharedUntil = lastNumbered
    } else {
      sharedSource = nil
    }
    if wholeBytes > 0, !startsBatch,
      bytesSinceWhole < max(2 * wholeBytes, Self.leastBytesBetweenWholeStates),
      let changes = changesLine(record, time: time, sharesSnapshot: sharesSnapshot)
    {
      let bytes = try encoder.line(changes)
      bytesSinceWhole += bytes.count
      return bytes
    }
    // A whole line is a saved history's record with its time.
    let bytes = try encoder.line(SavedHistoryFile<State>.Record(record, time: time))
    wholeBytes = bytes.count
    bytesSinceWhole = 0
    return bytes
  }

  /// The line of what `record` changed, or `nil` when it must hold the whole snapshot: no plan,
  /// or a change that no declaration names while the state embeds no scoped state.
  private func changesLine(
    _ record: ChangeRecord<State>,
    time: Double,
    sharesSnapshot: Bool
  ) -> ChangesLine<State>? {
    guard let plan else {
      return nil
    }
    if sharesSnapshot {
      return ChangesLine(record: record, time: time, sharesSnapshot: true, values: [], rows: nil)
    }
    var values = plan.untracked
    var rows: ChangesLine<State>.Rows?
    if let property = plan.changed[record.change] {
      if let rowChanges = record.rowChanges, let recordedRows = property.rows,
        let offsets = RecordedRows<State>.finalOffsets(
          of: rowChanges, count: recordedRows.count(record.snapshot))
      {
        rows = (property.name, recordedRows, offsets)
      } else {
        values.append(property)
      }
    } else if !plan.scoped.isEmpty {
      // A change of an embedded state, named as the child's: its whole value is written.
      values += plan.scoped
    } else {
      return nil
    }
    return ChangesLine(
      record: record, time: time, sharesSnapshot: sharesSnapshot, values: values, rows: rows)
  }
}
