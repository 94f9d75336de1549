/// One record of a file, as the inspector shows it.
struct TimelineStep: Equatable, Sendable {
  /// The record's sequence number.
  var sequence: Int

  /// When the record was delivered, in seconds since 1970, when the file says.
  var time: Double?

  /// The change, as the file encodes it; for a change log, as the log prints it.
  var change: JSONValue

  /// The record's row changes, as the file encodes them, when it has some.
  var rowChanges: [JSONValue]?

  /// The state right after the change, when the file holds it.
  var snapshot: JSONValue?

  /// For a change log, which holds no snapshot: the changed property's value, as printed.
  var printedValue: String?
}
