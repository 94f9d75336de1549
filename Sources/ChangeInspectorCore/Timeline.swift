/// What the inspector read from a file: its kind, and its records in order.
struct Timeline: Equatable, Sendable {
  /// The kind of file, in words, such as `session recording, version 1`.
  var kind: String

  /// The state's type name, when the file says.
  var stateType: String?

  /// The records, in the file's order.
  var steps: [TimelineStep]

  /// What was read but is not quite right, such as a last line cut off; each names its line.
  var warnings: [String]
}
