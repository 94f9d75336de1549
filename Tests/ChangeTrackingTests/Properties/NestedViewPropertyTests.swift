import ChangeTracking
import Foundation
import Testing

/// Random sequences over nested views: an app tracker with history, two scopes over its module,
/// one over its optional module, and row trackers made on those scopes over their identified
/// list, with observers at every level, some of which write back; each step is checked against
/// ``NestedModel``.
///
/// Half the sequences, drawn from their seed, have an app without history and without the twin
/// scope: nothing then needs a view's state before its write, so every view writes in place in
/// the app's storage, and a module's write goes up one change at a time and reaches the module's
/// observers at the module scope's turn (a failure names them by their history capacity, 0). The
/// other half keep each view's state before its write, for the history and the twin.
///
/// Each sequence draws, from its seed, a history capacity, a starting state and 30 operations:
/// root `set`s of nested paths (through the optional module and into an element of the list
/// too), the optional module dropped and brought back, whole lists assigned, root and scope
/// batches (some throwing, some with a write made while their closure runs), scope `set`s,
/// `edit(\.items)` calls of the editor (some out of range, some throwing), row trackers made
/// (over rows that exist, or not), writes through row trackers (refused once their row is
/// removed, accepted again once it is back), undo and redo.
///
/// After each step: every tracker's state and refusal, the records each log received (change,
/// sequence number and snapshot) and the order in which all of them arrived across trackers,
/// the row changes of every record of the list, and the history's state.
///
/// A failure prints the seed, the operations up to the failing one, a shorter list that still
/// fails the same way, and every invariant broken at that step.
///
/// - `NESTED_VIEWS_SEED=<seed> swift test --filter NestedViewPropertyTests` replays one seed.
/// - `NESTED_VIEWS_SEQUENCES=<count>` runs another number of sequences than 2,000.
@Suite struct NestedViewPropertyTests {
  static let baseSeed: UInt64 = 0x0000_00E5_7ED0_0000

  /// Runs every sequence and reports the first that fails, shortened.
  @Test
  func randomSequencesThroughNestedViewsMatchTheModel() {
    for seed in Self.seeds() {
      if let report = NestedRun(seed: seed).failureReport(replay: "NESTED_VIEWS_SEED") {
        Issue.record(Comment(rawValue: report))
        return
      }
    }
  }

  /// The model's own rules on one row write, worked out by hand.
  @Test func modelDeliversARowWriteAtItsTurnAmongTheScopesObservers() {
    var initial = NestedAppState()
    initial.module.items = [ChecklistItem(id: 3, title: "a"), ChecklistItem(id: 4, title: "b")]
    initial.module.count = 2
    let model = NestedModel(initial, capacity: 4, twin: true)
    #expect(model.openRow(.module, 0)! == (3, true))
    #expect(model.openRow(.twin, 0)! == (3, true))

    // The module delivers .items: row0 receives its own write's record at its turn (its rule
    // bumps the tally); then the twin: its counter sets count to 1, and row1 takes the element
    // (its rule bumps the tally again). The writes made meanwhile follow, first in, first out.
    model.writeRow(0) { $0.isDone = true }

    #expect(
      model.journal == [
        "module .items #1", "row0 .isDone #1", "app .module(.items) #1", "twin .items #1",
        "row1 .isDone #1", "app .tally #2", "module .count #2", "app .module(.count) #3",
        "twin .count #2", "app .tally #4",
      ])
    #expect(model.state.tally == 2 && model.state.note == 2 && model.state.module.count == 1)
    #expect(model.rows.map(\.state.isDone) == [true, true])
    #expect(model.history?.timeline.count == 5)
  }

  /// The seeds to run: the replayed one, or the given number from ``baseSeed`` on.
  private static func seeds() -> [UInt64] {
    let variables = ProcessInfo.processInfo.environment
    if let replay = variables["NESTED_VIEWS_SEED"].flatMap({ UInt64($0) }) {
      return [replay]
    }
    let count = variables["NESTED_VIEWS_SEQUENCES"].flatMap { Int($0) } ?? 2_000
    return (0..<UInt64(max(count, 0))).map { baseSeed &+ $0 }
  }
}
