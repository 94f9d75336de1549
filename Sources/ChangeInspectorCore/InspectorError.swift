/// Why a file cannot be shown: which file, which line when it is known, and what is wrong.
struct InspectorError: Error, Equatable, CustomStringConvertible {
  /// The file, as given on the command line.
  var file: String

  /// The line, counted from 1, when the fault has one.
  var line: Int?

  /// What is wrong, in words.
  var message: String

  /// `file:line: message`, as compilers write it.
  var description: String {
    if let line {
      return "\(file):\(line): \(message)"
    }
    return "\(file): \(message)"
  }
}
