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

  /// The header's format alone, to tell a session recording whose header has a field of the
  /// wrong type from other JSON.
  struct HeaderFormat: Decodable {
    var format: String?
  }

  /// What every session recording has in its header's `format` field.
  static var formatName: String { "ChangeTracking.SessionRecording" }

  /// The format version this code writes.
  static var formatVersion: Int { 2 }

  /// The versions this code reads: version 1 holds a whole snapshot on every line.
  static var readableVersions: ClosedRange<Int> { 1...2 }

  /// What encodes the lines: one `JSONEncoder`, kept from line to line, that writes an
  /// object's keys sorted by name, so that a value is always written as the same bytes.
  ///
  /// `JSONDecoder` refuses a document whose objects and arrays go more than 512 levels deep,
  /// and `JSONEncoder` refuses to write one of 512 levels or more on some platforms and not on
  /// others: no line is deeper than ``deepestLine``, so that whether a record is written does
  /// not depend on the platform, and every line written reads back.
  struct LineEncoder {
    private let encoder: JSONEncoder = {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      return encoder
    }()

    /// The most levels of objects and arrays, one inside another, that a line may have, the
    /// line's own object counted.
    static var deepestLine: Int { 511 }

    /// What a record nested deeper than ``deepestLine`` is refused with.
    static var tooDeepDetail: String {
      "the record nests objects and arrays more than \(deepestLine) levels deep, which JSON "
        + "encoders and decoders refuse"
    }

    /// `value` as one line, its line break included; throws
    /// ``SessionRecordingError/notEncodable(detail:)`` when `value` cannot be encoded, or nests
    /// objects and arrays deeper than ``deepestLine``.
    func line(_ value: some Encodable) throws(SessionRecordingError) -> [UInt8] {
      var bytes: [UInt8]
      do {
        bytes = Array(try encoder.encode(value))
      } catch EncodingError.invalidValue(_, let context) where context.codingPath.isEmpty {
        // A line is an object, which `JSONEncoder` refuses as a whole only when it nests
        // objects and arrays too deeply for it to write.
        throw .notEncodable(detail: Self.tooDeepDetail)
      } catch {
        throw .notEncodable(detail: String(describing: error))
      }
      guard JSONCompleteness.structure(of: bytes).deepest <= Self.deepestLine else {
        throw .notEncodable(detail: Self.tooDeepDetail)
      }
      bytes.append(UInt8(ascii: "\n"))
      return bytes
    }
  }

  /// The header of the files this code writes.
  static var header: Header {
    Header(
      format: formatName, version: formatVersion, stateType: SavedHistoryFile<State>.stateTypeName)
  }

  /// Reads the header of line 1, and returns the file's format version.
  static func checkHeader(_ bytes: ArraySlice<UInt8>) throws(SessionRecordingError) -> Int {
    let header: Header
    do {
      header = try JSONDecoder().decode(Header.self, from: Data(bytes))
    } catch {
      if JSONCompleteness.structure(of: bytes).isTruncated {
        throw .truncated
      }
      let (path, detail, parses) = DecodingError.location(of: error)
      guard parses else {
        throw .corrupt(line: 1, detail: detail)
      }
      // A field of the wrong type in the header of a session recording is named as such.
      if !path.isEmpty,
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
      throw .stateTypeMismatch(
        expected: SavedHistoryFile<State>.stateTypeName, found: header.stateType ?? "nothing")
    }
    return version
  }

  /// Reads the record of line `number`, and when it was delivered, with a decoder whose
  /// `userInfo` holds the reading (see ``RecordLine/Reading``).
  static func record(
    _ bytes: ArraySlice<UInt8>,
    line number: Int,
    decoder: JSONDecoder
  ) throws(SessionRecordingError) -> (record: ChangeRecord<State>, time: Date) {
    let line: RecordLine<State>
    do {
      line = try decoder.decode(RecordLine<State>.self, from: Data(bytes))
    } catch {
      let (path, detail, parses) = DecodingError.location(of: error)
      guard parses else {
        throw .corrupt(line: number, detail: detail)
      }
      if path.first?.stringValue == "change" {
        throw .unknownChange(line: number, detail: detail)
      }
      // An empty path is JSON that is no object: an array, a string, a number.
      throw .invalidValue(line: number, path: DecodingError.describe(path), detail: detail)
    }
    do {
      return (try line.record.changeRecord(), Date(timeIntervalSince1970: line.time))
    } catch {
      throw .invalidValue(
        line: number, path: "rowChanges[\(error.position)]", detail: error.detail)
    }
  }
}
