import ChangeTracking
import Foundation
import Testing

/// Random sequences over a parent tracker with history and two scopes, one over an embedded
/// state and one over an optional embedded state, with observers on both sides that write back
/// into the other tracker; each step is checked against ``ComposedModel``.
///
/// Each sequence draws, from its seed, a history capacity, a starting state and 40 operations:
/// `set`s through the parent and through either child (untracked properties included), batches
/// (some throwing, some with a write made while their closure runs), transactions of the parent
/// and of a child (some throwing), undo, redo, checkpoints and rollbacks.
///
/// A failure prints the seed, the operations up to the failing one, a shorter list that still
/// fails the same way, and every invariant broken at that step.
///
/// - `CHANGE_TRACKING_SEED=<seed> swift test --filter ComposedPropertyTests` replays one seed.
/// - `CHANGE_TRACKING_SEQUENCES=<count>` runs another number of sequences than 1,000.
@Suite struct ComposedPropertyTests {
  static let baseSeed: UInt64 = 0xC0_4B05_ED00

  @Test
  func randomSequencesThroughParentAndScopesMatchTheModel() {
    for seed in Environment.seeds(from: Self.baseSeed) {
      if let report = ComposedRun(seed: seed).failureReport(replay: "CHANGE_TRACKING_SEED") {
        Issue.record(Comment(rawValue: report))
        return
      }
    }
  }

  @Test func modelDeliversObserverWritesInOneOrderAndRecordsEachAsAStep() {
    var initial = ParentState()
    initial.x = 1
    let model = ComposedModel(initial, capacity: 8)

    // .kid(.a) 10 → kid rule: b = 11 → kid rule: x += 2, note += 1 → parent rule: opt.a = 103.
    model.write(.kid) { $0.a = 10 }

    #expect(
      model.parentRecords.map(\.change) == [.kid(.a), .kid(.b), .x, .opt(.a)])
    #expect(model.kidRecords.map(\.change) == [.a, .b])
    #expect(model.optRecords.map(\.change) == [.a])
    #expect(model.state.note == 1 && model.state.opt?.a == 103)
    #expect(model.history.timeline.count == 5)
    #expect(model.undo() && model.state.opt?.a == 0 && model.state.note == 1)
  }
}

/// Reads the replay seed and the number of sequences from the environment.
private enum Environment {
  static func seeds(from base: UInt64) -> [UInt64] {
    let variables = ProcessInfo.processInfo.environment
    if let replay = variables["CHANGE_TRACKING_SEED"].flatMap({ UInt64($0) }) {
      return [replay]
    }
    let count = variables["CHANGE_TRACKING_SEQUENCES"].flatMap { Int($0) } ?? 1_000
    return (0..<UInt64(max(count, 0))).map { base &+ $0 }
  }
}
