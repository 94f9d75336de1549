/// One printed line of a value or of a difference, before its marker and indentation are added.
package struct IndentedLine: Equatable {
  /// How a line of a difference relates the expected and the actual value.
  package enum Mark: Equatable {
    /// The line is the same on both sides, or is a summary of folded lines.
    case same
    /// The line is only in the expected value.
    case removed
    /// The line is only in the actual value.
    case added
  }

  /// Whether the line is on both sides or only on one.
  package var mark = Mark.same
  /// The indentation, in levels of two spaces.
  package var depth: Int
  /// The text after the indentation.
  package var text: String

  /// The line as shown: a `-`, `+` or space marker, a space, then the indented text.
  package var printed: String {
    let marker =
      switch mark {
      case .same: " "
      case .removed: "-"
      case .added: "+"
      }
    return marker + " " + String(repeating: "  ", count: depth) + text
  }

  /// The same line with another mark.
  package func marked(_ mark: Mark) -> Self {
    var line = self
    line.mark = mark
    return line
  }

  /// A line of `text`, indented by `depth` levels.
  package init(mark: Mark = .same, depth: Int, text: String) {
    self.mark = mark
    self.depth = depth
    self.text = text
  }
}
