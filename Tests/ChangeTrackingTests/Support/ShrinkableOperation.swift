/// An operation of a property test that a shorter failing sequence may replace with simpler
/// ones.
protocol ShrinkableOperation {
  /// Simpler replacements to try, in order, each a list of operations (removal is tried first,
  /// by the shrinker itself).
  var simplifications: [[Self]] { get }
}
