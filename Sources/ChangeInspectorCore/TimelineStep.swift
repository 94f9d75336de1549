/// One record of a file, as the inspector shows it.
///
/// `package` so that the check of the page's size can build steps too large to record.
package struct TimelineStep: Equatable, Sendable {
  /// The record's sequence number.
  package var sequence: Int

  /// When the record was delivered, in seconds since 1970, when the file says.
  package var time: Double?

  /// The change, as the file encodes it; for a change log, as the log prints it.
  package var change: JSONValue

  /// The record's row changes, as the file encodes them, when it has some.
  package var rowChanges: [JSONValue]?

  /// The state right after the change, when the file holds it.
  package var snapshot: JSONValue?

  /// For a change log, which holds no snapshot: the changed property's value, as printed.
  package var printedValue: String?

  /// A record with the given fields.
  package init(
    sequence: Int,
    time: Double?,
    change: JSONValue,
    rowChanges: [JSONValue]?,
    snapshot: JSONValue?,
    printedValue: String? = nil
  ) {
    self.sequence = sequence
    self.time = time
    self.change = change
    self.rowChanges = rowChanges
    self.snapshot = snapshot
    self.printedValue = printedValue
  }
}
