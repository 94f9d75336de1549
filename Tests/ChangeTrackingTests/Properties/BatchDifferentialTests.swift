import ChangeTracking
import Testing

/// A batch through a tracker without scopes and one through a tracker with a scope, whose views
/// must each learn what changed under them, must agree. Random batches over every kind of property (plain, compared by a closure,
/// untracked, reporting every `set`, an array declared row by row, an embedded module, a
/// computed property, a key path inside a property, the whole state), some throwing, with an
/// observer that writes and undo in between, must leave both trackers in the same state and
/// deliver the same records.
@Suite struct BatchDifferentialTests {
  struct Refused: Error {}

  /// One tracker of the pair, with its log and an observer that writes when a value's record
  /// comes: a write during the batch's delivery, queued behind its records.
  final class Side {
    let tracker = StateTracker(BatchState(), historyCapacity: 6)
    var log: [String] = []
    var tokens: [ObservationToken] = []
    var kid: StateTracker<KidState>?

    init(withScope: Bool) throws {
      if withScope {
        kid = try tracker.scope(\.kid)
      }
      tokens.append(
        tracker.observe { [unowned self] record in
          log.append("\(record.change) #\(record.sequence) \(record.snapshot)")
          if record.change == .value, record.snapshot.value == 3 {
            tracker.set(\.ping, to: record.snapshot.ping + 1)
          }
        })
    }

    func run(_ steps: [BatchStep], throwing: Bool) {
      try? tracker.update { (state: inout BatchState) throws(Refused) in
        let start = state
        for step in steps {
          step.apply(to: &state, start: start)
        }
        if throwing { throw Refused() }
      }
    }
  }

  @Test func inPlaceBatchesMatchBatchesOnACopy() throws {
    var random = SplitMix64(seed: 0xBA7C_4ED1)
    for sequence in 0..<400 {
      let inPlace = try Side(withScope: false)
      let onCopy = try Side(withScope: true)
      var done: [String] = []
      for _ in 0..<25 {
        if Int.random(in: 0..<8, using: &random) == 0 {
          let undone = (inPlace.tracker.undo(), onCopy.tracker.undo())
          done.append("undo")
          #expect(undone.0 == undone.1, "sequence \(sequence): \(done)")
        } else {
          let steps = (0..<Int.random(in: 1...5, using: &random)).map { _ in
            BatchStep.random(using: &random)
          }
          let throwing = Int.random(in: 0..<10, using: &random) == 0
          done.append(steps.map(\.description).joined(separator: " ") + (throwing ? " !" : ""))
          inPlace.run(steps, throwing: throwing)
          onCopy.run(steps, throwing: throwing)
        }
        guard inPlace.tracker.state == onCopy.tracker.state, inPlace.log == onCopy.log else {
          Issue.record(
            """
            sequence \(sequence) diverged after \(done)
            in place: \(inPlace.tracker.state)
            on a copy: \(onCopy.tracker.state)
            in place's log: \(inPlace.log.suffix(6))
            on a copy's log: \(onCopy.log.suffix(6))
            """)
          return
        }
      }
    }
  }
}
