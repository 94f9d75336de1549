import ChangeTracking
import Testing

/// An undo, a redo or a rollback compares a property only when its bytes differ in the state and
/// the snapshot it restores: one whose bytes are the same holds the same value, whatever its
/// `==` would say, and is not reported.
///
/// The first test runs with `CountedState`, whose history has its layout and compares a word at
/// a time, and with `MirroredCountedState`, whose history has none and compares declaration by
/// declaration: both behave alike. The others take states whose properties or whole size are
/// narrower than a word.
@Suite struct RestoreComparisonTests {
  @Test(arguments: [true, false])
  func aPropertyARestoreLeavesAsItWasIsNotCompared(hasLayout: Bool) {
    let run =
      hasLayout
      ? Self.run({ CountedState(counted: $0) }, \.count, \.counted, \.level)
      : Self.run({ MirroredCountedState(counted: $0) }, \.count, \.counted, \.level)
    // The undo and the redo of `count` compare nothing: the counted value's bytes are the same.
    #expect(run.undoneAndRedone == [["count"], ["count"]])
    #expect(run.comparisonsOfUndoAndRedo == 0)
    // The rollback over a write of `counted` compares it, once, and reports it.
    #expect(run.rolledBack == ["counted", "count"])
    #expect(run.comparisonsOfRollback == 1)
    // A level that is not equal to itself, which the undo leaves as it was, is not reported.
    #expect(run.undoneBesideNaN == ["count"])
  }

  /// A word that covers a property narrower than a word covers its neighbour's bytes too: a
  /// change of the neighbour does not make the narrow property's `==` run.
  @Test func aNarrowPropertyBesideAChangedOneIsNotReported() throws {
    let tracker = StateTracker(NarrowFieldsState(), historyCapacity: 10)
    // The word that covers `ratio` (bytes 4..<8) reaches into `title`.
    let titleOffset = try #require(MemoryLayout<NarrowFieldsState>.offset(of: \.title))
    try #require(titleOffset < 12)
    tracker.set(\.title, to: "Another title, as long, so that it is stored on the heap too")
    var changes: [NarrowFieldsState.Change] = []
    let token = tracker.observe { changes.append($0.change) }
    #expect(tracker.undo())
    #expect(tracker.redo())
    withExtendedLifetime(token) {}
    #expect(changes == [.title, .title])
  }

  /// A state shorter than a word is compared property by property, its bytes first.
  @Test func aStateShorterThanAWordComparesEachPropertyByItsBytes() throws {
    try #require(MemoryLayout<TinyState>.size < 8)
    let tracker = StateTracker(TinyState(), historyCapacity: 10)
    tracker.set(\.isOn, to: true)
    var changes: [TinyState.Change] = []
    let token = tracker.observe { changes.append($0.change) }
    #expect(tracker.undo())
    withExtendedLifetime(token) {}
    #expect(changes == [.isOn])
  }

  /// What one run of the test's writes, undos and rollback saw.
  private struct Run {
    var undoneAndRedone: [[String]] = []
    var comparisonsOfUndoAndRedo = 0
    var rolledBack: [String] = []
    var comparisonsOfRollback = 0
    var undoneBesideNaN: [String] = []
  }

  private static func run<State: TrackedState>(
    _ make: (Counted) -> State,
    _ count: WritableKeyPath<State, Int>,
    _ counted: WritableKeyPath<State, Counted>,
    _ level: WritableKeyPath<State, Double>
  ) -> Run {
    let counter = ComparisonCounter()
    var run = Run()
    let tracker = StateTracker(make(Counted(value: 0, counter: counter)), historyCapacity: 10)
    let start = tracker.checkpoint()
    tracker.set(count, to: 1)
    var changes: [String] = []
    let token = tracker.observe { changes.append("\($0.change)") }
    counter.count = 0
    tracker.undo()
    run.undoneAndRedone.append(changes)
    changes = []
    tracker.redo()
    run.undoneAndRedone.append(changes)
    run.comparisonsOfUndoAndRedo = counter.count
    tracker.set(counted, to: Counted(value: 2, counter: counter))
    changes = []
    counter.count = 0
    try? tracker.rollback(to: start)
    run.rolledBack = changes
    run.comparisonsOfRollback = counter.count
    tracker.set(level, to: .nan)
    tracker.set(count, to: 5)
    changes = []
    tracker.undo()
    run.undoneBesideNaN = changes
    withExtendedLifetime(token) {}
    return run
  }
}
