import ChangeTrackingRendering

extension JSONValue {
  /// The value as compact JSON, safe to embed in an HTML `<script>` element: `<`, `>` and `&`
  /// are escaped, so the text never closes the element.
  var embeddableJSON: String {
    var text = ""
    write(to: &text)
    return text
  }

  /// The value with its numbers and strings tagged for the page's script: a number as the
  /// string `#` and its text, a string as `'` and its text.
  ///
  /// `JSON.parse` reads every number as a `Double`, which rounds integers above 2^53: the page
  /// would show `9007199254740993` as `9007199254740992` and find the two equal. Tagged, the
  /// script keeps a number's text as the file writes it, and shows and compares that text.
  var taggedForPage: JSONValue {
    switch self {
    case .null, .bool: self
    case .number(let text): .string("#" + text)
    case .string(let text): .string("'" + text)
    case .array(let elements): .array(elements.map(\.taggedForPage))
    case .object(let members):
      .object(members.map { Member(key: $0.key, value: $0.value.taggedForPage) })
    }
  }

  private func write(to text: inout String) {
    switch self {
    case .null: text += "null"
    case .bool(let value): text += value ? "true" : "false"
    case .number(let number): text += number
    case .string(let string): Self.writeString(string, to: &text)
    case .array(let elements):
      text += "["
      for (index, element) in elements.enumerated() {
        if index > 0 {
          text += ","
        }
        element.write(to: &text)
      }
      text += "]"
    case .object(let members):
      text += "{"
      for (index, member) in members.enumerated() {
        if index > 0 {
          text += ","
        }
        Self.writeString(member.key, to: &text)
        text += ":"
        member.value.write(to: &text)
      }
      text += "}"
    }
  }

  private static func writeString(_ string: String, to text: inout String) {
    let escaped = string.escaped { scalar in
      if let escape = scalar.backslashEscape {
        return escape
      }
      // Other control characters, and what would let the text close a `<script>` element or a
      // JavaScript line, as `\u` and four hexadecimal digits.
      switch scalar {
      case "<", ">", "&", "\u{2028}", "\u{2029}": return "\\u" + hex(scalar.value)
      default: return scalar.value < 0x20 ? "\\u" + hex(scalar.value) : nil
      }
    }
    text += "\"" + escaped + "\""
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
