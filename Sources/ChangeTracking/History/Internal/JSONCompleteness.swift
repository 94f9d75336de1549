/// Tells JSON that was cut short from JSON that is wrong, which a JSON decoder's errors do not
/// say reliably.
enum JSONCompleteness {
  /// Whether `bytes` is empty, or ends inside a string, an object or an array.
  static func isTruncated(_ bytes: some Sequence<UInt8>) -> Bool {
    var depth = 0
    var inString = false
    var escaped = false
    var sawValue = false
    for byte in bytes {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""):
        inString = true
        sawValue = true
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
        sawValue = true
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
        break
      default:
        sawValue = true
      }
    }
    return !sawValue || inString || depth > 0
  }
}
