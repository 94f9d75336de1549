extension DumpNode {
  /// The value printed on one line, as in `ProfileState(name: "Ada", email: nil)`.
  package var singleLine: String {
    switch self {
    case .leaf(let text):
      return text
    case .text(let string):
      return Self.quoted(string)
    case .group(let group):
      let parts = group.children.map { child in
        child.label.map { "\($0): \(child.node.singleLine)" } ?? child.node.singleLine
      }
      return group.open + parts.joined(separator: ", ") + group.close
    }
  }

  /// The value printed one part per line, indented by depth, the first line starting with
  /// `label`.
  ///
  /// - Parameters:
  ///   - label: What precedes the value on its first line, such as `name: `.
  ///   - depth: The indentation of the first line, in levels.
  /// - Returns: The lines with their indentation.
  package func lines(label: String, depth: Int) -> [IndentedLine] {
    switch self {
    case .leaf, .text:
      if case .text(let string) = self, string.isMultiLine {
        return [IndentedLine(depth: depth, text: label + "\"\"\"")]
          + string.printedLines.map { IndentedLine(depth: depth, text: $0) }
          + [IndentedLine(depth: depth, text: "\"\"\"")]
      }
      return [IndentedLine(depth: depth, text: label + singleLine)]
    case .group(let group):
      guard !group.children.isEmpty else {
        return [IndentedLine(depth: depth, text: label + group.open + group.close)]
      }
      var lines = [IndentedLine(depth: depth, text: label + group.open)]
      for child in group.children {
        lines += child.node.lines(label: child.printedLabel, depth: depth + 1)
      }
      lines.append(IndentedLine(depth: depth, text: group.close))
      return lines
    }
  }
}

extension DumpNode {
  /// `string` as a Swift string literal, with backslashes, quotes and control characters
  /// escaped.
  package static func quoted(_ string: String) -> String {
    let escaped = string.escaped { scalar in
      scalar.backslashEscape ?? controlEscape(scalar)
    }
    return "\"" + escaped + "\""
  }

  /// One line of a multi-line string, as printed between `"""` delimiters: control
  /// characters escaped as in a string literal (a carriage return as `\r`, a tab as `\t`), and
  /// each space that ends the line as `\u{20}`, so that lines that differ only by what does not
  /// show print differently.
  package static func textLine(_ line: Substring) -> String {
    let scalars = line.unicodeScalars
    let trailing = scalars.reversed().prefix { $0 == " " }.count
    let end = scalars.index(scalars.endIndex, offsetBy: -trailing)
    // Quotes and backslashes print as they are, as the rest of the text does.
    let body = String(Substring(scalars[..<end])).escaped { scalar in
      scalar.properties.generalCategory == .control
        ? scalar.backslashEscape ?? controlEscape(scalar) : nil
    }
    return body + String(repeating: "\\u{20}", count: trailing)
  }

  /// The escape of a control character in a string literal, other than the backslash escapes:
  /// `\0`, or `\u{…}` with its hexadecimal value; `nil` for any other scalar.
  private static func controlEscape(_ scalar: Unicode.Scalar) -> String? {
    if scalar == "\0" {
      return "\\0"
    }
    guard scalar.properties.generalCategory == .control else {
      return nil
    }
    return "\\u{\(String(scalar.value, radix: 16))}"
  }
}

extension DumpChild {
  /// The label as printed before the value, such as `name: `, or nothing.
  package var printedLabel: String {
    label.map { "\($0): " } ?? ""
  }
}
