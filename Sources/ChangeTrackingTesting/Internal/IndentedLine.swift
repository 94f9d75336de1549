/// One printed line of a value or of a difference, before its marker and indentation are added.
struct IndentedLine: Equatable {
  /// How a line of a difference relates the expected and the actual value.
  enum Mark: Equatable {
    /// The line is the same on both sides, or is a summary of folded lines.
    case same
    /// The line is only in the expected value.
    case removed
    /// The line is only in the actual value.
    case added
  }

  /// Whether the line is on both sides or only on one.
  var mark = Mark.same
  /// The indentation, in levels of two spaces.
  var depth: Int
  /// The text after the indentation.
  var text: String

  /// The line as shown: a `-`, `+` or space marker, a space, then the indented text.
  var printed: String {
    let marker =
      switch mark {
      case .same: " "
      case .removed: "-"
      case .added: "+"
      }
    return marker + " " + String(repeating: "  ", count: depth) + text
  }

  /// The same line with another mark.
  func marked(_ mark: Mark) -> Self {
    var line = self
    line.mark = mark
    return line
  }
}
