/// Reads JSON from bytes, and says where it is wrong: the line and column, counted from 1.
///
/// The inspector's own rather than `JSONSerialization`, for what its user sees: each number
/// shown as the file writes it and each object's keys in the file's order (`JSONSerialization`
/// reads `1E+5` as `100000.0` and gives a dictionary), and an error's line and column where
/// `JSONSerialization` gives a character offset.
struct JSONParser {
  /// What is wrong with the JSON, and where.
  struct Failure: Error, Equatable {
    /// The line, counted from 1, in the bytes given to the parser.
    var line: Int
    /// The column, counted from 1, in bytes.
    var column: Int
    /// Whether the bytes end before the JSON does.
    var isTruncated: Bool
    /// What is wrong, in words.
    var message: String
  }

  private let bytes: [UInt8]
  private var position: Int
  private let end: Int

  /// Nesting deeper than this is refused rather than risking the stack.
  private static let depthLimit = 512

  /// Parses the one JSON value that `bytes[range]` holds, spaces around it allowed.
  ///
  /// - Throws: ``Failure`` for anything that is not one JSON value.
  static func parse(_ bytes: [UInt8], in range: Range<Int>? = nil) throws(Failure) -> JSONValue {
    var parser = JSONParser(bytes: bytes, range: range ?? bytes.indices)
    parser.skipSpaces()
    let value = try parser.value(depth: 0)
    parser.skipSpaces()
    guard parser.position == parser.end else {
      throw parser.failure("there is more after the JSON value")
    }
    return value
  }

  private init(bytes: [UInt8], range: Range<Int>) {
    self.bytes = bytes
    position = range.lowerBound
    end = range.upperBound
    start = range.lowerBound
  }

  /// Where the parsed range starts, to count lines and columns from.
  private let start: Int

  private func failure(_ message: String, truncated: Bool = false) -> Failure {
    var line = 1
    var lineStart = start
    for index in start..<min(position, end) where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    return Failure(
      line: line, column: position - lineStart + 1, isTruncated: truncated, message: message)
  }

  private func endOfData() -> Failure {
    failure("the JSON ends early: the file is truncated", truncated: true)
  }

  private mutating func skipSpaces() {
    while position < end {
      switch bytes[position] {
      case 0x20, 0x0A, 0x0D, 0x09: position += 1
      default: return
      }
    }
  }

  private mutating func value(depth: Int) throws(Failure) -> JSONValue {
    guard position < end else {
      throw endOfData()
    }
    guard depth < Self.depthLimit else {
      throw failure("the JSON is nested more than \(Self.depthLimit) levels deep")
    }
    switch bytes[position] {
    case UInt8(ascii: "{"): return try object(depth: depth)
    case UInt8(ascii: "["): return try array(depth: depth)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw failure("a JSON value cannot start with '\(Self.shown(bytes[position]))'")
    }
  }

  private mutating func literal(_ word: String, _ value: JSONValue) throws(Failure) -> JSONValue {
    for byte in word.utf8 {
      guard position < end else {
        throw endOfData()
      }
      guard bytes[position] == byte else {
        throw failure("expected '\(word)'")
      }
      position += 1
    }
    return value
  }

  /// A number as JSON writes one: `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`. What
  /// else `Double` reads (`01`, `1.`, `+1`, `nan`) is refused: the page's script could not read
  /// it back.
  private mutating func number() throws(Failure) -> JSONValue {
    let first = position
    skip(UInt8(ascii: "-"))
    if !skip(UInt8(ascii: "0")) {
      try digits(from: first)
    }
    if skip(UInt8(ascii: ".")) {
      try digits(from: first)
    }
    if skip(UInt8(ascii: "e")) || skip(UInt8(ascii: "E")) {
      _ = skip(UInt8(ascii: "+")) || skip(UInt8(ascii: "-"))
      try digits(from: first)
    }
    // What could still be part of a number means a malformed one, such as `01` or `1.5.2`.
    if position < end, Self.isNumberLike(bytes[position]) {
      throw notANumber(from: first)
    }
    return .number(String(decoding: bytes[first..<position], as: UTF8.self))
  }

  /// Moves past `byte` if it is next, and says whether it was.
  @discardableResult
  private mutating func skip(_ byte: UInt8) -> Bool {
    guard position < end, bytes[position] == byte else {
      return false
    }
    position += 1
    return true
  }

  /// Moves past one or more decimal digits of the number that starts at `first`.
  private mutating func digits(from first: Int) throws(Failure) {
    let start = position
    while position < end, Self.isDigit(bytes[position]) {
      position += 1
    }
    guard position > start else {
      throw position == end ? endOfData() : notANumber(from: first)
    }
  }

  /// The failure for a malformed number that starts at `first`, naming it and where it starts.
  private mutating func notANumber(from first: Int) -> Failure {
    while position < end, Self.isNumberLike(bytes[position]) {
      position += 1
    }
    let text = String(decoding: bytes[first..<position], as: UTF8.self)
    position = first
    return failure("'\(text)' is not a JSON number")
  }

  /// Whether `byte` is a decimal digit.
  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// Whether `byte` can be read as part of a number, in JSON or in what `Double` reads.
  private static func isNumberLike(_ byte: UInt8) -> Bool {
    isDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "+")
      || byte == UInt8(ascii: "-") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }

  private mutating func string() throws(Failure) -> String {
    position += 1
    var first = position
    var text = ""
    while position < end {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        text += String(decoding: bytes[first..<position], as: UTF8.self)
        position += 1
        return text
      }
      if byte < 0x20 {
        throw failure("a string holds a control character; it must be escaped")
      }
      if byte == UInt8(ascii: "\\") {
        text += String(decoding: bytes[first..<position], as: UTF8.self)
        position += 1
        guard position < end else {
          throw endOfData()
        }
        text += try escape()
        first = position
        continue
      }
      position += 1
    }
    throw endOfData()
  }

  /// The character an escape stands for; `position` is after the backslash.
  private mutating func escape() throws(Failure) -> String {
    let byte = bytes[position]
    position += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{8}"
    case UInt8(ascii: "f"): return "\u{C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      var unit = try hexUnit()
      if (0xD800..<0xDC00).contains(unit), position + 1 < end,
        bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u")
      {
        let next = position
        position += 2
        let low = try hexUnit()
        if (0xDC00..<0xE000).contains(low) {
          unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        } else {
          // A high surrogate alone: it stands for U+FFFD, and the escape after it for itself.
          position = next
        }
      }
      return Unicode.Scalar(unit).map { String(Character($0)) } ?? "\u{FFFD}"
    default:
      position -= 1
      throw failure("'\\\(Self.shown(byte))' is not an escape of JSON")
    }
  }

  private mutating func hexUnit() throws(Failure) -> UInt32 {
    var unit: UInt32 = 0
    for _ in 0..<4 {
      guard position < end else {
        throw endOfData()
      }
      guard let digit = Self.hexDigit(bytes[position]) else {
        throw failure("'\\u' needs four hexadecimal digits")
      }
      unit = unit << 4 + digit
      position += 1
    }
    return unit
  }

  private static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  private mutating func array(depth: Int) throws(Failure) -> JSONValue {
    position += 1
    var elements: [JSONValue] = []
    skipSpaces()
    if position < end, bytes[position] == UInt8(ascii: "]") {
      position += 1
      return .array(elements)
    }
    while true {
      skipSpaces()
      elements.append(try value(depth: depth + 1))
      skipSpaces()
      guard position < end else {
        throw endOfData()
      }
      switch bytes[position] {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "]"):
        position += 1
        return .array(elements)
      default: throw failure("expected ',' or ']' after an element of an array")
      }
    }
  }

  private mutating func object(depth: Int) throws(Failure) -> JSONValue {
    position += 1
    var members: [JSONValue.Member] = []
    skipSpaces()
    if position < end, bytes[position] == UInt8(ascii: "}") {
      position += 1
      return .object(members)
    }
    while true {
      skipSpaces()
      guard position < end else {
        throw endOfData()
      }
      guard bytes[position] == UInt8(ascii: "\"") else {
        throw failure("expected a key in quotes")
      }
      let key = try string()
      skipSpaces()
      guard position < end else {
        throw endOfData()
      }
      guard bytes[position] == UInt8(ascii: ":") else {
        throw failure("expected ':' after the key \"\(key)\"")
      }
      position += 1
      skipSpaces()
      members.append(JSONValue.Member(key: key, value: try value(depth: depth + 1)))
      skipSpaces()
      guard position < end else {
        throw endOfData()
      }
      switch bytes[position] {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "}"):
        position += 1
        return .object(members)
      default: throw failure("expected ',' or '}' after the value of \"\(key)\"")
      }
    }
  }

  /// A byte as shown in a message.
  private static func shown(_ byte: UInt8) -> String {
    (0x21..<0x7F).contains(byte)
      ? String(UnicodeScalar(byte)) : "\\u{\(String(byte, radix: 16))}"
  }
}
