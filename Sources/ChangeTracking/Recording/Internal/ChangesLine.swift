/// The line of a record that holds what the record changed instead of its whole snapshot
/// (format version 2): the values of the properties it names, and for an array declared row by
/// row, the values of the rows its row changes insert or update.
struct ChangesLine<State: TrackedState & Codable>: Encodable where State.Change: Codable {
  /// The record.
  let record: ChangeRecord<State>

  /// When it was delivered, in seconds since 1970.
  let time: Double

  /// Whether the record shares its snapshot with the record of the line before: a record of
  /// the same batch, or of the same undo or rollback.
  let sharesSnapshot: Bool

  /// The properties whose whole values the line holds.
  let values: [RecordedProperty<State>]

  /// An array whose rows the line holds, and where they are in the snapshot.
  typealias Rows = (property: RecordedProperty<State>, rows: RecordedRows<State>, offsets: [Int])

  /// The array whose rows the line holds, if any.
  let rows: Rows?

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: RecordingKey.self)
    try container.encode(record.sequence, forKey: RecordingKey("sequence"))
    try container.encode(record.change, forKey: RecordingKey("change"))
    if let rowChanges = record.rowChanges {
      try container.encode(rowChanges.map(SavedRowChange.init), forKey: RecordingKey("rowChanges"))
    }
    if sharesSnapshot {
      try container.encode(true, forKey: RecordingKey("sameSnapshot"))
    }
    if !values.isEmpty {
      var nested = container.nestedContainer(
        keyedBy: RecordingKey.self, forKey: RecordingKey("values"))
      for property in values {
        try property.encodeValue(record.snapshot, &nested)
      }
    }
    if let rows {
      var nested = container.nestedContainer(
        keyedBy: RecordingKey.self, forKey: RecordingKey("rowValues"))
      var list = nested.nestedUnkeyedContainer(forKey: RecordingKey(rows.property.name))
      try rows.rows.encodeRows(record.snapshot, rows.offsets, &list)
    }
    try container.encode(time, forKey: RecordingKey("time"))
  }
}
