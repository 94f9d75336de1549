/// One random sequence of a property test: a seed, a starting state, a history capacity and
/// operations, run against fresh trackers and checked after each operation.
protocol PropertyRun {
  /// What a sequence is made of.
  associatedtype Operation: ShrinkableOperation
  /// Where the operations run.
  associatedtype Harness: PropertyHarness where Harness.Operation == Operation
  /// The starting state.
  associatedtype Initial

  /// The seed everything is drawn from.
  var seed: UInt64 { get }
  /// The history capacity.
  var capacity: Int { get }
  /// The starting state.
  var initial: Initial { get }
  /// The operations, in order.
  var operations: [Operation] { get }

  /// The same seed, capacity and starting state, with other operations.
  init(_ run: Self, operations: [Operation])

  /// Fresh trackers and model, at the starting state.
  func makeHarness() -> Harness
}

extension PropertyRun {
  /// Runs the operations on fresh trackers, checking every invariant first and after each one.
  ///
  /// - Returns: The first failure, or `nil` when every invariant held.
  func check() -> PropertyFailure<Operation>? {
    let harness = makeHarness()
    let broken = harness.check()
    if !broken.isEmpty {
      return PropertyFailure(step: -1, operations: [], messages: broken)
    }
    for (step, operation) in operations.enumerated() {
      harness.apply(operation)
      let broken = harness.check()
      if !broken.isEmpty {
        return PropertyFailure(
          step: step, operations: Array(operations[...step]), messages: broken)
      }
    }
    return nil
  }

  /// A shorter sequence that still breaks the same invariant first: operations are removed, or
  /// replaced by their simplifications, one at a time while the failure stays.
  func shortened(_ failure: PropertyFailure<Operation>) -> PropertyFailure<Operation> {
    var best = failure
    var index = best.operations.count - 1
    while index >= 0 {
      let operations = best.operations
      var replaced = false
      for replacement in [[]] + operations[index].simplifications {
        var candidate = operations
        candidate.replaceSubrange(index...index, with: replacement)
        if let found = Self(self, operations: candidate).check(), found.kind == failure.kind {
          best = found
          replaced = true
          break
        }
      }
      if !replaced {
        index -= 1
      }
      index = min(index, best.operations.count - 1)
    }
    return best
  }

  /// The first failure of this sequence, shortened, as a test reports it, or `nil` when every
  /// invariant held.
  ///
  /// - Parameter replay: The environment variable that replays one seed.
  func failureReport(replay: String) -> String? {
    guard let failure = check() else {
      return nil
    }
    let shortened = shortened(failure)
    return """
      sequence with seed \(seed) failed at step \(failure.step) \
      (replay: \(replay)=\(seed)), \
      starting from \(initial) with history capacity \(capacity):
      \(failure.messages.joined(separator: "\n"))
      operations:
      \(failure.stepList)
      shortened to \(shortened.operations.count) operations, failing with:
      \(shortened.messages.joined(separator: "\n"))
      \(shortened.stepList)
      """
  }
}
