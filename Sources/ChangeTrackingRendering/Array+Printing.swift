extension Array where Element == IndentedLine {
  /// The lines as shown, one per line, without a final newline: a difference as failure messages
  /// and change log entries print it.
  package var printed: String {
    map(\.printed).joined(separator: "\n")
  }
}
