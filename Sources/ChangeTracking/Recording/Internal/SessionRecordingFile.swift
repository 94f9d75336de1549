#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The layout of a session recording, one JSON object per line: a header, then one line per
/// record. The row changes are written as a saved history writes them.
enum SessionRecordingFile<State: TrackedState & Codable> where State.Change: Codable {
  /// The first line: the same fields as a saved history's header.
  typealias Header = SavedHistoryFile<State>.Header

  /// One record with its whole snapshot, and when it was delivered: every line of version 1,
  /// and the lines of version 2 that hold a whole state.
  struct Line: Encodable {
    var sequence: Int
    var change: State.Change
    var rowChanges: [SavedRowChange]?
    var snapshot: State
    /// Seconds since 1970-01-01 00:00:00 UTC.
    var time: Double

    /// The line of `record`, delivered at `time`.
    init(_ record: ChangeRecord<State>, time: Double) {
      sequence = record.sequence
      change = record.change
      rowChanges = record.rowChanges.map { $0.map(SavedRowChange.init) }
      snapshot = record.snapshot
      self.time = time
    }
  }

  /// The header's format alone, to tell a session recording whose header has a field of the
  /// wrong type from other JSON.
  struct HeaderFormat: Decodable {
    var format: String?
  }

  /// What an empty first line is reported with.
  static var emptyHeaderDetail: String {
    "the line is empty, where the header should be"
  }

  /// What every session recording has in its header's `format` field.
  static var formatName: String { "ChangeTracking.SessionRecording" }

  /// The format version this code writes.
  static var formatVersion: Int { 2 }

  /// The versions this code reads: version 1 holds a whole snapshot on every line.
  static var readableVersions: ClosedRange<Int> { 1...2 }

  /// The name of the state type, as it is written in and checked against the file.
  static var stateTypeName: String { SavedHistoryFile<State>.stateTypeName }

  /// What encodes the lines: one `JSONEncoder`, kept from line to line, that writes an
  /// object's keys sorted by name, so that a value is always written as the same bytes.
  struct LineEncoder {
    private let encoder: JSONEncoder = {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      return encoder
    }()

    /// `value` as one line, its line break included; throws
    /// ``SessionRecordingError/notEncodable(detail:)`` when `value` cannot be encoded, or nests
    /// objects and arrays deeper than ``JSONNesting/deepestLine``.
    func line(_ value: some Encodable) throws(SessionRecordingError) -> [UInt8] {
      var bytes: [UInt8]
      do {
        bytes = Array(try encoder.encode(value))
      } catch EncodingError.invalidValue(_, let context) where context.codingPath.isEmpty {
        // A line is an object, which `JSONEncoder` refuses as a whole only when it nests
        // objects and arrays too deeply for it to write.
        throw .notEncodable(detail: JSONNesting.tooDeepDetail)
      } catch {
        throw .notEncodable(detail: String(describing: error))
      }
      guard JSONNesting.depth(of: bytes) <= JSONNesting.deepestLine else {
        throw .notEncodable(detail: JSONNesting.tooDeepDetail)
      }
      bytes.append(UInt8(ascii: "\n"))
      return bytes
    }
  }

  /// The header line, its line break included.
  static func headerLine(using encoder: LineEncoder) throws(SessionRecordingError) -> [UInt8] {
    try encoder.line(
      Header(format: formatName, version: formatVersion, stateType: stateTypeName))
  }

  /// Reads the header of line 1, and returns the file's format version.
  static func checkHeader(_ bytes: ArraySlice<UInt8>) throws(SessionRecordingError) -> Int {
    let header: Header
    do {
      header = try JSONDecoder().decode(Header.self, from: Data(bytes))
    } catch {
      if JSONCompleteness.isTruncated(bytes) {
        throw .truncated
      }
      if case DecodingError.dataCorrupted(let context) = error, context.codingPath.isEmpty {
        throw .corrupt(line: 1, detail: context.debugDescription)
      }
      // A field of the wrong type in the header of a session recording is named as such.
      if let (path, detail) = (error as? DecodingError)?.location, !path.isEmpty,
        (try? JSONDecoder().decode(HeaderFormat.self, from: Data(bytes)))?.format == formatName
      {
        throw .invalidValue(line: 1, path: DecodingError.describe(path), detail: detail)
      }
      throw .notASessionRecording
    }
    guard header.format == formatName else {
      throw .notASessionRecording
    }
    guard let version = header.version, readableVersions.contains(version) else {
      throw .unsupportedVersion(header.version ?? 0)
    }
    guard SavedHistoryFile<State>.isStateType(header.stateType) else {
      throw .stateTypeMismatch(expected: stateTypeName, found: header.stateType ?? "nothing")
    }
    return version
  }

  /// Reads the record of line `number`, with a decoder whose `userInfo` holds the reading (see
  /// ``RecordReading``), which then holds the state after the line.
  static func record(
    _ bytes: ArraySlice<UInt8>,
    line number: Int,
    decoder: JSONDecoder
  ) throws(SessionRecordingError) -> (line: RecordLine<State>, rowChanges: RowChanges?) {
    let line: RecordLine<State>
    do {
      line = try decoder.decode(RecordLine<State>.self, from: Data(bytes))
    } catch {
      guard let decoding = error as? DecodingError, let (path, detail) = decoding.location
      else {
        throw .corrupt(line: number, detail: detail(of: error))
      }
      if path.isEmpty {
        // JSON that does not parse, or JSON that is no object: an array, a string, a number.
        if case .dataCorrupted = decoding {
          throw .corrupt(line: number, detail: detail)
        }
        throw .invalidValue(line: number, path: "", detail: detail)
      }
      if path.first?.stringValue == "change" {
        throw .unknownChange(line: number, detail: detail)
      }
      throw .invalidValue(line: number, path: DecodingError.describe(path), detail: detail)
    }
    var rowChanges: RowChanges?
    if let saved = line.rowChanges {
      do {
        rowChanges = try SavedRowChange.rowChanges(saved)
      } catch {
        throw .invalidValue(
          line: number, path: "rowChanges[\(error.position)]", detail: error.detail)
      }
    }
    return (line, rowChanges)
  }

  /// What a decoder said, in its own words.
  private static func detail(of error: any Error) -> String {
    if let decoding = error as? DecodingError, let (_, detail) = decoding.location {
      return detail
    }
    return String(describing: error)
  }
}
