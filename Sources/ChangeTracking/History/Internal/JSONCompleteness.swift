/// Reads the structure of JSON text without decoding it: whether it was cut short, which a JSON
/// decoder's errors do not say reliably, and how deeply its objects and arrays nest.
enum JSONCompleteness {
  /// One walk over `bytes`, strings skipped: the deepest level of objects and arrays (0 for a
  /// scalar), and whether the text is empty or ends inside a string, an object or an array.
  ///
  /// - Complexity: O(*n*) in the number of bytes.
  static func structure(of bytes: some Sequence<UInt8>) -> (deepest: Int, isTruncated: Bool) {
    var depth = 0
    var deepest = 0
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
        deepest = max(deepest, depth)
        sawValue = true
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
        break
      default:
        sawValue = true
      }
    }
    return (deepest, !sawValue || inString || depth > 0)
  }
}
