/// Trackers and the model they are checked against, for a property test: each operation is
/// applied to both, then every invariant is checked.
protocol PropertyHarness {
  /// What a sequence is made of.
  associatedtype Operation

  /// Applies `operation` to the trackers and to the model.
  func apply(_ operation: Operation)

  /// Each invariant that does not hold now, starting with its name in brackets.
  func check() -> [String]
}
