/// What every listener of the workload does with a report: count it. All peers do the same
/// cheap work, so the figures compare the cost of getting the report there.
final class DeliveryCounter {
  /// The number of reports received.
  var reports = 0

  /// The sequence number of the latest record heard, for a reader that drains up to it.
  var lastSequence = 0
}
