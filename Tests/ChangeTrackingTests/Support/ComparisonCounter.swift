/// Counts the comparisons of the ``Counted`` values that hold it: one counter per test, so that
/// tests running at once do not count each other's.
final class ComparisonCounter: @unchecked Sendable {
  /// How many times `==` was called on a value holding this counter.
  var count = 0
}
