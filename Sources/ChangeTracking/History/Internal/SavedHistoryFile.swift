#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The JSON layout of a saved history, and the checks that turn a bad file into a
/// ``SavedHistoryError``.
struct SavedHistoryFile<State: TrackedState & Codable>: Codable where State.Change: Codable {
  /// The first fields of the file, read before the rest to refuse another format or state type;
  /// a session recording's header line has the same fields.
  struct Header: Codable {
    var format: String?
    var version: Int?
    var stateType: String?
  }

  /// One change record; a session recording writes a line that holds a whole snapshot as one
  /// of these, with the time it was delivered.
  struct Record: Codable {
    var sequence: Int
    var change: State.Change
    var snapshot: State
    /// The record's row changes, for an array declared row by row (version 2 on).
    var rowChanges: [SavedRowChange]?
    /// In a session recording, when the record was delivered, in seconds since 1970.
    var time: Double?
  }

  /// The undo history.
  struct Stack: Codable {
    var current: Int
    var snapshots: [State]
  }

  /// What every saved history has in its `format` field.
  static var formatName: String { "ChangeTracking.SavedHistory" }

  /// The format version this code writes and reads.
  static var formatVersion: Int { 2 }

  /// The versions this one reads: version 1 has no row changes.
  static var readableVersions: ClosedRange<Int> { 1...2 }

  /// The name of the state type, as it is written in and checked against the file: the fully
  /// qualified name, without the address in the context of a `private` or local type, which
  /// changes each time the program is launched.
  static var stateTypeName: String { stableTypeName(String(reflecting: State.self)) }

  /// `name` with the address left out of each of its unknown contexts:
  /// `App.(unknown context at $55fc6951f434).Draft` is `App.(unknown context).Draft`.
  static func stableTypeName(_ name: String) -> String {
    name.replacing(#/\(unknown context at \$[^)]*\)/#, with: "(unknown context)")
  }

  /// Whether the file's state type, `found`, is this one's; a file whose name holds the address
  /// of an unknown context, as files written before did, is read as well.
  static func isStateType(_ found: String?) -> Bool {
    stableTypeName(found ?? "") == stateTypeName
  }

  var format = Self.formatName
  var version = Self.formatVersion
  var stateType = Self.stateTypeName
  var records: [Record]
  var history: Stack

  /// Reads and checks a whole file.
  static func decode(_ data: Data) throws(SavedHistoryError) -> Self {
    if JSONCompleteness.structure(of: data).isTruncated {
      throw .truncated(byteCount: data.count)
    }
    let decoder = JSONDecoder()
    let header: Header
    do {
      header = try decoder.decode(Header.self, from: data)
    } catch {
      throw describe(error, headerOnly: true)
    }
    guard header.format == formatName else {
      throw .notASavedHistory
    }
    guard let version = header.version, readableVersions.contains(version) else {
      throw .unsupportedVersion(header.version ?? 0)
    }
    guard Self.isStateType(header.stateType) else {
      throw .stateTypeMismatch(expected: stateTypeName, found: header.stateType ?? "nothing")
    }
    let file: Self
    do {
      file = try decoder.decode(Self.self, from: data)
    } catch {
      throw describe(error, headerOnly: false)
    }
    let count = file.history.snapshots.count
    guard count > 0 else {
      throw .inconsistent(detail: "the history has no snapshot")
    }
    guard (0..<count).contains(file.history.current) else {
      throw .inconsistent(
        detail: "the current index \(file.history.current) is outside the \(count) snapshots")
    }
    return file
  }

  /// The saved-history error that says what a decoding error means.
  private static func describe(_ error: any Error, headerOnly: Bool) -> SavedHistoryError {
    let (path, detail, parses) = DecodingError.location(of: error)
    guard parses else {
      return .corrupt(detail: detail)
    }
    if path.isEmpty || headerOnly {
      return .notASavedHistory
    }
    if path.count >= 3, path[0].stringValue == "records", let index = path[1].intValue,
      path[2].stringValue == "change"
    {
      return .unknownChange(record: index, detail: detail)
    }
    return .invalidValue(path: DecodingError.describe(path), detail: detail)
  }
}

// In an extension, so that the memberwise initializer builds a record from its fields.
extension SavedHistoryFile.Record {
  /// The saved form of `record`, delivered at `time` when it is recorded.
  init(_ record: ChangeRecord<State>, time: Double? = nil) {
    sequence = record.sequence
    change = record.change
    snapshot = record.snapshot
    rowChanges = record.rowChanges.map { $0.map(SavedRowChange.init) }
    self.time = time
  }

  /// The record this saved form describes.
  func changeRecord() throws(SavedRowChange.Invalid) -> ChangeRecord<State> {
    ChangeRecord(
      change: change, snapshot: snapshot, sequence: sequence,
      rowChanges: try SavedRowChange.rowChanges(rowChanges))
  }
}
