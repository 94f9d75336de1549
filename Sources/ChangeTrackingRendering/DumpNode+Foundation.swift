internal import Foundation

extension DumpNode {
  /// The most bytes of a `Data` printed in hexadecimal; the rest are counted.
  static let printedByteLimit = 32

  /// How a Foundation value whose description hides a difference is printed, or `nil` for any
  /// other value.
  ///
  /// A `Date` describes itself to the whole second, so one within a second is printed with its
  /// number of seconds since 1970 too, to the last digit (one on a whole second prints as it
  /// did, so that committed change logs still match); a `Data` describes itself by its length
  /// alone, so it is printed in hexadecimal, up to ``printedByteLimit`` bytes.
  static func foundationLeaf(_ value: Any) -> String? {
    if let date = value as? Date {
      let seconds = date.timeIntervalSince1970
      guard seconds.rounded(.down) != seconds else {
        return date.description
      }
      return "\(date.description) (\(seconds))"
    }
    if let data = value as? Data {
      let shown = data.prefix(printedByteLimit).map { byte in
        (byte < 16 ? "0" : "") + String(byte, radix: 16)
      }
      let rest = data.count > printedByteLimit ? "…" : ""
      let count = data.count == 1 ? "1 byte" : "\(data.count) bytes"
      return "Data(\(count): \(shown.joined())\(rest))"
    }
    return nil
  }
}
