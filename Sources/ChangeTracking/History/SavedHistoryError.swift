/// The error thrown when saved history data cannot be read or written.
///
/// Each case names what is wrong, and where; reading a saved history never changes a tracker, so
/// after this error the tracker is as it was.
public enum SavedHistoryError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The data ends before its JSON does: the file was cut short, or is empty.
  case truncated(byteCount: Int)

  /// The data is not valid JSON.
  case corrupt(detail: String)

  /// The data is JSON, but not a saved history of this library.
  case notASavedHistory

  /// The saved history was written in a format version this library does not read.
  case unsupportedVersion(Int)

  /// The saved history holds another state type than the one asked for.
  case stateTypeMismatch(expected: String, found: String)

  /// A record's change is not one of the state's changes, for example a case that was renamed.
  case unknownChange(record: Int, detail: String)

  /// A value does not decode as the state or the record expects.
  case invalidValue(path: String, detail: String)

  /// The parts of the saved history contradict each other, for example a current index outside
  /// the snapshots.
  case inconsistent(detail: String)

  /// A value of the history could not be encoded as JSON.
  case notEncodable(detail: String)

  /// A sentence that says what is wrong.
  public var description: String {
    switch self {
    case .truncated(let byteCount):
      "the saved history is truncated: its JSON ends early, after \(byteCount) bytes"
    case .corrupt(let detail):
      "the saved history is not valid JSON: \(detail)"
    case .notASavedHistory:
      "the data is JSON, but not a saved change history"
    case .unsupportedVersion(let version):
      "the saved history has format version \(version); this library reads versions 1 and 2"
    case .stateTypeMismatch(let expected, let found):
      "the saved history holds states of type \(found), not \(expected)"
    case .unknownChange(let record, let detail):
      "record \(record) of the saved history has an unknown change: \(detail)"
    case .invalidValue(let path, let detail):
      "the saved history has an invalid value at \(path): \(detail)"
    case .inconsistent(let detail):
      "the saved history is inconsistent: \(detail)"
    case .notEncodable(let detail):
      "the history could not be encoded: \(detail)"
    }
  }
}
