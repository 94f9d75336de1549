/// What every observer in the comparison does with a report: count it.
///
/// All peers do the same cheap work, so the figures compare the cost of getting the report there.
final class Sink {
  /// The number of reports received.
  var count = 0
}
