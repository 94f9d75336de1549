/// The first step of a property test's sequence after which an invariant broke.
struct PropertyFailure<Operation> {
  /// The index of the failing operation, or -1 when the starting state already broke one.
  let step: Int
  /// The operations run, up to and including the failing one.
  let operations: [Operation]
  /// Each broken invariant, starting with its name in brackets.
  let messages: [String]

  /// The name of the first broken invariant, such as `[state]`: what a shorter sequence must
  /// still break to count as the same failure.
  var kind: String {
    messages.first.flatMap { $0.split(separator: "]").first.map { "\($0)]" } } ?? ""
  }

  /// The numbered operations, one a line.
  var stepList: String {
    operations.enumerated().map { "  \($0.offset): \($0.element)" }.joined(separator: "\n")
  }
}
