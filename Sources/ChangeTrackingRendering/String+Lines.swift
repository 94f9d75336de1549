extension String {
  /// Whether the string holds a line break, a line feed alone or in a CRLF, and so is printed
  /// one line per line of text.
  ///
  /// The check is on Unicode scalars: a CRLF is one `Character`, which `contains("\n")` misses.
  package var isMultiLine: Bool {
    unicodeScalars.contains("\n")
  }

  /// The lines of the string, split at each line feed, alone or in a CRLF, and printed as
  /// ``DumpNode/textLine(_:)`` does.
  ///
  /// The carriage return of a CRLF ends its line and prints as `\r`, so that a line ending in
  /// CRLF and one ending in a line feed alone print differently; a carriage return without a
  /// line feed prints as `\r` too, within its line, so that it does not read as a CRLF.
  package var printedLines: [String] {
    unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
      DumpNode.textLine(Substring($0))
    }
  }
}
