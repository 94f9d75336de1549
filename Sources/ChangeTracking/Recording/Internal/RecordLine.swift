/// One record's line of a session recording, read: its record, whose snapshot is the state
/// after the line, which the reading it is decoded with (``Reading``) keeps for the next line.
///
/// A line holds the whole snapshot, or (format version 2) what its record changed: the values
/// of properties by name under `values`, and under `rowValues` the values of the rows that its
/// row changes insert or update, which apply to the state the lines before left. A line that
/// shares the snapshot of the line before (`sameSnapshot`, a batch's) holds no changes.
struct RecordLine<State: TrackedState & Codable>: Decodable where State.Change: Codable {
  /// The record: its whole snapshot, or the state before with its changes.
  var record: SavedHistoryFile<State>.Record

  /// When the record was delivered, in seconds since 1970.
  var time: Double

  /// What reading a session recording knows between lines, handed to each line's decoding
  /// through the decoder's `userInfo`. Unchecked `Sendable`: a reading is made, used and
  /// dropped by one call of ``RecordedSession``'s initializer.
  final class Reading: @unchecked Sendable {
    /// The state after the last line read, to which a line of changes applies; `nil` before
    /// the first.
    var state: State?

    /// How lines of changes name and decode the state's properties.
    let plan = RecordingPlan<State>()

    /// Whether the file's version has lines of changes: 2 on.
    let readsChanges: Bool

    /// The key of the reading in a decoder's `userInfo`.
    static var key: CodingUserInfoKey {
      CodingUserInfoKey(rawValue: "ChangeTracking.RecordReading")!
    }

    /// A reading of a file of format `version`.
    init(version: Int) {
      readsChanges = version >= 2
    }
  }

  private enum Key: String, CodingKey {
    case sequence, change, rowChanges, snapshot, values, rowValues, time
  }

  init(from decoder: any Decoder) throws {
    guard let reading = decoder.userInfo[Reading.key] as? Reading else {
      preconditionFailure("A record's line is decoded with its reading")
    }
    let container = try decoder.container(keyedBy: Key.self)
    let sequence = try container.decode(Int.self, forKey: .sequence)
    let change = try container.decode(State.Change.self, forKey: .change)
    let rowChanges = try container.decodeIfPresent([SavedRowChange].self, forKey: .rowChanges)
    var snapshot: State
    if reading.readsChanges, let state = reading.state, !container.contains(.snapshot) {
      snapshot = state
      try Self.apply(container, rowChanges: rowChanges, to: &snapshot, plan: reading.plan)
    } else {
      snapshot = try container.decode(State.self, forKey: .snapshot)
    }
    time = try container.decode(Double.self, forKey: .time)
    record = .init(sequence: sequence, change: change, snapshot: snapshot, rowChanges: rowChanges)
    reading.state = snapshot
  }

  /// Writes the values of the line's `values` and `rowValues` in `state`.
  private static func apply(
    _ container: KeyedDecodingContainer<Key>,
    rowChanges: [SavedRowChange]?,
    to state: inout State,
    plan: RecordingPlan<State>
  ) throws {
    for field in [Key.values, .rowValues] where container.contains(field) {
      let nested = try container.nestedContainer(keyedBy: RecordingKey.self, forKey: field)
      for key in nested.allKeys {
        let property = plan.properties[key.stringValue]
        guard let property, field == .values || property.rows != nil else {
          throw DecodingError.dataCorrupted(
            .init(
              codingPath: nested.codingPath + [key],
              debugDescription: "the state has no property '\(key.stringValue)' that a "
                + "recording writes alone"))
        }
        guard field == .rowValues, let rows = property.rows else {
          try property.decodeValue(nested, &state)
          continue
        }
        guard let rowChanges else {
          throw DecodingError.dataCorrupted(
            .init(
              codingPath: nested.codingPath + [key],
              debugDescription: "row values without the row changes they go with"))
        }
        // Row changes that are no row changes are reported by the reader, with their position.
        guard let changes = try? SavedRowChange.rowChanges(rowChanges) else {
          continue
        }
        var list = try nested.nestedUnkeyedContainer(forKey: key)
        try rows.applyRows(changes, &list, &state)
      }
    }
  }
}
