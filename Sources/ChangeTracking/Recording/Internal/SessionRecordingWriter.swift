/// What a session recording writes for each record (format version 2): a line with the whole
/// snapshot, or a line with only what the record changed.
///
/// The first record's line holds the whole state, and so does a line again once the lines
/// written since the last whole state add up to twice its size (and to at least
/// ``leastBytesBetweenWholeStates``): a reader needs the lines from the last whole state on,
/// and whole states take at most a third of the file. Every other record's line holds what it
/// changed (see ``ChangesLine``), so that a write costs the recorder what it changed, not what
/// the state holds.
///
/// The records of one batch (or one undo, redo or rollback) share one snapshot, the state
/// after all of it, and are delivered one after the other. The recorder cannot tell, at the
/// first, which properties the others name, so the first record's line holds the whole state,
/// and each other record's line says that it shares that snapshot (`sameSnapshot`) and holds
/// nothing more: a file cut anywhere reads back with every record's right snapshot. A record is
/// of the same batch as the one before when the tracker had already numbered it when the one
/// before was delivered, and both hold the same snapshot; a record is the first of a batch
/// when the tracker has numbered records after it. The recorder keeps the snapshot only until
/// the batch's last record. A record delivered while a later write's record waits (an observer
/// registered before the recorder wrote back) is taken for a batch's first too, and written
/// whole: what waits in the delivery's queue is not the recorder's to read.
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
    let bytes = try encoder.line(
      SessionRecordingFile<State>.Line(record, time: time))
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
