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

  /// An array whose rows the line holds, by name, and where they are in the snapshot.
  typealias Rows = (name: String, rows: RecordedRows<State>, offsets: [Int])

  /// The array whose rows the line holds, if any.
  let rows: Rows?

  private enum Key: String, CodingKey {
    case sequence, change, rowChanges, sameSnapshot, values, rowValues, time
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(record.sequence, forKey: .sequence)
    try container.encode(record.change, forKey: .change)
    try container.encodeIfPresent(
      record.rowChanges?.map(SavedRowChange.init), forKey: .rowChanges)
    if sharesSnapshot {
      try container.encode(true, forKey: .sameSnapshot)
    }
    if !values.isEmpty {
      var nested = container.nestedContainer(keyedBy: RecordingKey.self, forKey: .values)
      for property in values {
        try property.encodeValue(record.snapshot, &nested)
      }
    }
    if let rows {
      var nested = container.nestedContainer(keyedBy: RecordingKey.self, forKey: .rowValues)
      var list = nested.nestedUnkeyedContainer(forKey: RecordingKey(stringValue: rows.name))
      try rows.rows.encodeRows(record.snapshot, rows.offsets, &list)
    }
    try container.encode(time, forKey: .time)
  }
}
