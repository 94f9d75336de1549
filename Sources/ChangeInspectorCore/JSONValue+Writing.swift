import ChangeTracking

extension JSONValue {
  /// The value as compact JSON, safe to embed in an HTML `<script>` element: `<`, `>` and `&`
  /// are escaped, so the text never closes the element.
  var embeddableJSON: String {
    var text = ""
    write(to: &text)
    return text
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
