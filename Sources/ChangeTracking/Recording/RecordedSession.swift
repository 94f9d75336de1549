#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// A session recording read back: its change records, when each was delivered, and whether the
/// last line was cut off.
///
/// Both format versions read: version 1, whose every line holds a whole snapshot, and version
/// 2, whose lines hold what each record changed, applied to the whole state of an earlier line;
/// each record reads back with its whole snapshot either way.
///
/// A program that stopped while it wrote a record leaves that record's line cut short, and no
/// line break after it. Such a last line is left out, and ``cutOffLine`` says which it was:
/// every record before it reads back as it was delivered. A record reads back equal to the one
/// delivered unless it meets a limit of the format: a row change's id that is not an `Int`, a
/// `String` or a `UUID` reads back as the `String` of its description, and a nested optional's
/// `.some(nil)` reads back as `nil` (see <doc:SessionRecordings>). Any other fault (a line that
/// is not JSON, a change the state does not have, another state type) throws a
/// ``SessionRecordingError``, which names the line when the fault is one line's.
///
/// ```swift
/// let session = try RecordedSession<TodoState>(contentsOf: sessionURL)
/// if let line = session.cutOffLine {
///   print("warning: line \(line) was cut off and is left out")
/// }
/// for record in session.records {
///   print(record.sequence, record.change)
/// }
/// ```
public struct RecordedSession<State: TrackedState & Codable> where State.Change: Codable {
  /// The records, in the order they were delivered.
  public let records: [ChangeRecord<State>]

  /// When each record was delivered, in the order of ``records``.
  public let times: [Date]

  /// The number, counted from 1, of the last line when it was cut off and left out; `nil` when
  /// every line was complete.
  public let cutOffLine: Int?

  /// Reads a session recording from its bytes.
  ///
  /// - Parameter jsonLines: The bytes of a file written by ``StateTracker/record(to:)``.
  /// - Throws: ``SessionRecordingError`` naming what is wrong, and on which line: no complete
  ///   header line, another format, version or state type, a line that is not JSON (an empty
  ///   first line included), a line that is JSON but not an object, an unknown change, or an
  ///   invalid value (with its path, a header's field included).
  /// - Complexity: O(*n*) in the size of the data.
  public init(jsonLines: some Sequence<UInt8>) throws(SessionRecordingError) {
    let bytes = Array(jsonLines)
    var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    let endsWithLineBreak = bytes.last == UInt8(ascii: "\n")
    if endsWithLineBreak {
      lines.removeLast()
    }
    guard !bytes.isEmpty else {
      throw .truncated
    }
    guard let header = lines.first, !header.isEmpty else {
      throw .corrupt(line: 1, detail: "the line is empty, where the header should be")
    }
    let decoder = JSONDecoder()
    decoder.userInfo[RecordLine<State>.Reading.key] = RecordLine<State>.Reading(
      version: try SessionRecordingFile<State>.checkHeader(header))
    var records: [ChangeRecord<State>] = []
    var times: [Date] = []
    var cutOffLine: Int?
    for (number, line) in zip(2..., lines.dropFirst()) {
      do {
        let (record, time) = try SessionRecordingFile<State>.record(
          line, line: number, decoder: decoder)
        records.append(record)
        times.append(time)
      } catch {
        guard number == lines.count, !endsWithLineBreak,
          JSONCompleteness.structure(of: line).isTruncated
        else {
          throw error
        }
        cutOffLine = number
      }
    }
    self.records = records
    self.times = times
    self.cutOffLine = cutOffLine
  }

  /// Reads the session recording in the file at `url`.
  ///
  /// - Parameter url: The file a ``StateTracker/record(to:)`` wrote.
  /// - Throws: ``SessionRecordingError/cannotRead(path:detail:)`` when the file cannot be read,
  ///   or what ``init(jsonLines:)`` throws.
  public init(contentsOf url: URL) throws(SessionRecordingError) {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .cannotRead(path: url.path, detail: String(describing: error))
    }
    try self.init(jsonLines: data)
  }
}

extension RecordedSession: Sendable where State: Sendable {}

extension RecordedSession: Equatable where State: Equatable {}
