import Foundation

/// Reads the three kinds of file the inspector shows, without knowing the state's Swift type:
/// a session recording, a saved history (format versions 1 and 2) and a change log of the
/// testing module.
enum TimelineReader {
  /// The `format` of a session recording's header line.
  static let recordingFormat = "ChangeTracking.SessionRecording"

  /// The `format` of a saved history.
  static let savedHistoryFormat = "ChangeTracking.SavedHistory"

  /// What every refusal of an unknown file says.
  static let notAKnownFile =
    "not a session recording, a saved history or a change log of ChangeTracking"

  /// Reads `bytes`, the contents of `file`.
  ///
  /// - Throws: ``InspectorError`` naming the file, the line and what is wrong.
  static func read(_ bytes: [UInt8], file: String) throws(InspectorError) -> Timeline {
    guard let first = bytes.firstIndex(where: { !Self.isSpace($0) }) else {
      throw InspectorError(file: file, line: nil, message: "the file is empty: \(notAKnownFile)")
    }
    switch bytes[first] {
    case UInt8(ascii: "#"):
      return try readChangeLog(bytes, file: file)
    case UInt8(ascii: "{"):
      let firstLineEnd = bytes[first...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
      if let header = try? JSONParser.parse(bytes, in: first..<firstLineEnd),
        header["format"]?.string == recordingFormat
      {
        return try readRecording(bytes, header: header, headerStart: first, file: file)
      }
      return try readSavedHistory(bytes, file: file)
    default:
      throw InspectorError(file: file, line: 1, message: notAKnownFile)
    }
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  // MARK: Session recordings

  /// Reads a session recording whose header, `header`, starts at `headerStart`: lines are
  /// counted from the file's start, blank lines before the header included.
  private static func readRecording(
    _ bytes: [UInt8],
    header: JSONValue,
    headerStart: Int,
    file: String
  ) throws(InspectorError) -> Timeline {
    let headerLine = 1 + bytes[..<headerStart].count { $0 == UInt8(ascii: "\n") }
    let version = header["version"]?.int ?? 0
    guard (1...2).contains(version) else {
      throw InspectorError(
        file: file, line: headerLine,
        message: "the session recording has format version \(version); "
          + "this inspector reads versions 1 and 2")
    }
    var steps: [TimelineStep] = []
    var warnings: [String] = []
    // The state the lines so far leave, to which a line of changes applies (version 2), and
    // the line of each sequence number.
    var state: JSONValue?
    var lineOfSequence: [Int: Int] = [:]
    var lineStart = (bytes[headerStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count) + 1
    var number = headerLine
    while lineStart < bytes.count {
      number += 1
      let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
      defer { lineStart = lineEnd + 1 }
      let isUnterminated = lineEnd == bytes.count
      // As ChangeTracking's own reader does, a blank line is refused: each line after the header
      // is one record.
      if !isUnterminated, bytes[lineStart..<lineEnd].allSatisfy(Self.isSpace) {
        throw InspectorError(
          file: file, line: number,
          message: "the line is empty: each line after the header holds one record")
      }
      let value: JSONValue
      do {
        value = try JSONParser.parse(bytes, in: lineStart..<lineEnd)
      } catch {
        if isUnterminated && error.isTruncated {
          warnings.append(
            "\(file):\(number): warning: the last line is cut off (the program stopped while "
              + "writing it); it is left out")
          break
        }
        throw InspectorError(
          file: file, line: number,
          message: "invalid JSON at column \(error.column): \(error.message)")
      }
      if version >= 2, value["snapshot"] == nil {
        state = try applyChanges(value, to: state, file: file, line: number)
      } else {
        state = value["snapshot"]
      }
      let step = try step(value, file: file, line: number, time: true, snapshot: state)
      if let first = lineOfSequence.updateValue(number, forKey: step.sequence) {
        warnings.append(
          "\(file):\(number): warning: sequence number \(step.sequence) repeats that of line "
            + "\(first): each record of one tracker has its own")
        lineOfSequence[step.sequence] = first
      }
      steps.append(step)
    }
    return Timeline(
      kind: "session recording, version \(version)", stateType: header["stateType"]?.string,
      steps: steps, warnings: warnings)
  }

  /// The state after a session recording's line of changes (version 2): `state` with the
  /// line's `values` written in and its `rowValues` applied with its `rowChanges`.
  private static func applyChanges(
    _ record: JSONValue,
    to state: JSONValue?,
    file: String,
    line: Int
  ) throws(InspectorError) -> JSONValue {
    guard var state else {
      throw InspectorError(
        file: file, line: line,
        message: "the record holds what changed, and no line before it holds a whole 'snapshot'")
    }
    if let values = record["values"] {
      guard case .object(let members) = values else {
        throw InspectorError(file: file, line: line, message: "the record's 'values' are no object")
      }
      for member in members {
        guard let patched = state.setting(member.key, to: member.value) else {
          throw InspectorError(file: file, line: line, message: "the state is no object")
        }
        state = patched
      }
    }
    if let rowValues = record["rowValues"] {
      guard case .object(let members) = rowValues, let rowChanges = record["rowChanges"]?.array
      else {
        throw InspectorError(
          file: file, line: line,
          message: "the record's 'rowValues' are no object, or come without 'rowChanges'")
      }
      for member in members {
        guard let rows = member.value.array,
          let patched = state[member.key]?.applying(rowChanges, rows: rows)
            .flatMap({ state.setting(member.key, to: $0) })
        else {
          throw InspectorError(
            file: file, line: line,
            message: "the record's row changes and rows do not apply to '\(member.key)'")
        }
        state = patched
      }
    }
    return state
  }

  /// The step a record's JSON describes, its snapshot the record's own unless one is given.
  private static func step(
    _ record: JSONValue,
    file: String,
    line: Int?,
    time: Bool,
    place: String = "the record",
    snapshot given: JSONValue? = nil
  ) throws(InspectorError) -> TimelineStep {
    guard let sequence = record["sequence"]?.int, let change = record["change"],
      let snapshot = given ?? record["snapshot"]
    else {
      throw InspectorError(
        file: file, line: line,
        message: "\(place) needs a whole-number 'sequence', a 'change' and a 'snapshot'")
    }
    var rowChanges: [JSONValue]?
    if let rows = record["rowChanges"], rows != .null {
      guard let elements = rows.array else {
        throw InspectorError(
          file: file, line: line, message: "\(place) has 'rowChanges' that are not an array")
      }
      rowChanges = elements
    }
    var seconds: Double?
    if time, let value = record["time"]?.double {
      // Seconds since 1970, shown to the millisecond: beyond a few hundred million years, or
      // not a number, the line is damaged.
      guard value.isFinite, abs(value) < 1e13 else {
        throw InspectorError(
          file: file, line: line, message: "\(place) has a 'time' that is no time of day: \(value)")
      }
      seconds = value
    }
    return TimelineStep(
      sequence: sequence, time: seconds, change: change, rowChanges: rowChanges,
      snapshot: snapshot)
  }

  // MARK: Saved histories

  private static func readSavedHistory(
    _ bytes: [UInt8],
    file: String
  ) throws(InspectorError) -> Timeline {
    let value: JSONValue
    do {
      value = try JSONParser.parse(bytes)
    } catch {
      throw InspectorError(
        file: file, line: error.line,
        message: "invalid JSON at column \(error.column): \(error.message)")
    }
    guard value["format"]?.string == savedHistoryFormat else {
      throw InspectorError(file: file, line: 1, message: notAKnownFile)
    }
    let version = value["version"]?.int ?? 0
    guard (1...2).contains(version) else {
      throw InspectorError(
        file: file, line: line(ofKey: "version", in: bytes),
        message: "the saved history has format version \(version); "
          + "this inspector reads versions 1 and 2")
    }
    guard let records = value["records"]?.array else {
      throw InspectorError(
        file: file, line: line(ofKey: "records", in: bytes) ?? 1,
        message: "the saved history has no 'records' array")
    }
    // Found once: a record's fault names the line where the array starts.
    let recordsLine = line(ofKey: "records", in: bytes)
    var steps: [TimelineStep] = []
    steps.reserveCapacity(records.count)
    for (index, record) in records.enumerated() {
      steps.append(
        try step(
          record, file: file, line: recordsLine, time: false, place: "records[\(index)]"))
    }
    return Timeline(
      kind: "saved history, version \(version)", stateType: value["stateType"]?.string,
      steps: steps, warnings: [])
  }

  /// The line, counted from 1, where `"key"` first appears.
  private static func line(ofKey key: String, in bytes: [UInt8]) -> Int? {
    let pattern = Array("\"\(key)\"".utf8)
    guard pattern.count <= bytes.count else {
      return nil
    }
    var line = 1
    for index in 0...(bytes.count - pattern.count) {
      if bytes[index] == UInt8(ascii: "\n") {
        line += 1
      } else if bytes[index] == pattern[0],
        bytes[index..<index + pattern.count].elementsEqual(pattern)
      {
        return line
      }
    }
    return nil
  }

  // MARK: Change logs

  /// Reads a change log: one `#<sequence> <change>` line per record, ` = <value>` after it when
  /// the property's value was printed.
  private static func readChangeLog(
    _ bytes: [UInt8],
    file: String
  ) throws(InspectorError) -> Timeline {
    let text = String(decoding: bytes, as: UTF8.self)
    var steps: [TimelineStep] = []
    // Any line break ends a line: a log saved on Windows ends its lines with "\r\n", which is one
    // character, not "\n".
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (index, line) in lines.enumerated() {
      guard !line.allSatisfy(\.isWhitespace) else {
        continue
      }
      let number = line.dropFirst().prefix { $0.isNumber }
      let rest = line.dropFirst(1 + number.count)
      guard line.first == "#", let sequence = Int(number), rest.first == " ", rest.count > 1
      else {
        throw InspectorError(
          file: file, line: index + 1,
          message: "a change log line is '#<sequence> <change>' or '#<sequence> <change> = "
            + "<value>'")
      }
      let body = rest.dropFirst()
      let separator = body.range(of: " = ")
      let change = separator.map { body[..<$0.lowerBound] } ?? body
      let value = separator.map { String(body[$0.upperBound...]) }
      steps.append(
        TimelineStep(
          sequence: sequence, time: nil, change: .string(String(change)), rowChanges: nil,
          snapshot: nil, printedValue: value))
    }
    return Timeline(kind: "change log", stateType: nil, steps: steps, warnings: [])
  }
}
