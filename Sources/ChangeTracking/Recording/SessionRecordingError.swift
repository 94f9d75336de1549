/// The error of a session recording: a file that cannot be written, or a recording that cannot
/// be read.
///
/// Writing never stops the program: a recording that fails keeps its error in
/// ``SessionRecording/error`` and writes nothing more. Reading never guesses: a fault of one line
/// names the line, counted from 1; a fault of the whole file (cut short, another format, version
/// or state type, unreadable) says so.
public enum SessionRecordingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file could not be created or opened for writing.
  case cannotOpen(path: String, detail: String)

  /// A record could not be written to the file, for example because the disk is full.
  case writeFailed(path: String, detail: String)

  /// A record could not be encoded as JSON: one of its values has no JSON form (a `Double`
  /// that is not a number), or it nests objects and arrays more than 511 levels deep, which
  /// `JSONDecoder` would not read back (it reads 512 levels) or `JSONEncoder` not write.
  case notEncodable(detail: String)

  /// The file could not be read.
  case cannotRead(path: String, detail: String)

  /// The file is empty, or its first line, the header, is cut off.
  case truncated

  /// A line is not valid JSON.
  case corrupt(line: Int, detail: String)

  /// The file is not a session recording of this library.
  case notASessionRecording

  /// The recording was written in a format version this library does not read.
  case unsupportedVersion(Int)

  /// The recording holds another state type than the one asked for.
  case stateTypeMismatch(expected: String, found: String)

  /// A record's change is not one of the state's changes, for example a case that was renamed.
  case unknownChange(line: Int, detail: String)

  /// A value of a record does not decode as the state or the record expects, or a field of the
  /// header (line 1) is of the wrong type.
  ///
  /// An empty `path` is the line itself: valid JSON, but not the object a record is (an array,
  /// a string, a number).
  case invalidValue(line: Int, path: String, detail: String)

  /// A sentence that says what is wrong.
  public var description: String {
    switch self {
    case .cannotOpen(let path, let detail):
      "the session recording \(path) could not be opened for writing: \(detail)"
    case .writeFailed(let path, let detail):
      "a record could not be written to the session recording \(path): \(detail)"
    case .notEncodable(let detail):
      "a record could not be encoded: \(detail)"
    case .cannotRead(let path, let detail):
      "the session recording \(path) could not be read: \(detail)"
    case .truncated:
      "the session recording is truncated: it has no complete header line"
    case .corrupt(let line, let detail):
      "line \(line) of the session recording is not valid JSON: \(detail)"
    case .notASessionRecording:
      "the data is not a session recording"
    case .unsupportedVersion(let version):
      "the session recording has format version \(version); this library reads versions 1 and 2"
    case .stateTypeMismatch(let expected, let found):
      "the session recording holds states of type \(found), not \(expected)"
    case .unknownChange(let line, let detail):
      "line \(line) of the session recording has an unknown change: \(detail)"
    case .invalidValue(let line, let path, let detail) where path.isEmpty:
      "line \(line) of the session recording is valid JSON but not a record object: \(detail)"
    case .invalidValue(let line, let path, let detail):
      "line \(line) of the session recording has an invalid value at \(path): \(detail)"
    }
  }
}
