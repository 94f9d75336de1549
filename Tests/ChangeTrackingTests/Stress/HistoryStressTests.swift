import ChangeTracking
import Testing

/// History under load: many more writes than its capacity, undone and redone to the end.
@Suite struct HistoryStressTests {
  @Test func hundredThousandWritesKeepTheLastStepsUndoableInOrder() throws {
    let tracker = StateTracker(Counter(), historyCapacity: 1_000)
    let probes = (0..<10).map { _ in SequenceProbe(tracker) }
    let first = tracker.checkpoint()
    for value in 1...100_000 {
      tracker.set(\.value, to: value)
    }
    let last = tracker.checkpoint()

    var undone = 0
    while tracker.undo() {
      undone += 1
    }
    let oldestKept = tracker.value
    var redone = 0
    while tracker.redo() {
      redone += 1
    }

    #expect(undone == 1_000)
    #expect(oldestKept == 99_000)
    #expect(redone == 1_000)
    #expect(tracker.value == 100_000)
    #expect(throws: HistoryError.evictedCheckpoint) {
      try tracker.rollback(to: first)
    }
    try tracker.rollback(to: last)
    for probe in probes {
      #expect(probe.receivedExactly(1...102_000))
    }
  }

  @Test func observersWritingBackDuringUndoAndRedoKeepOneOrder() {
    let tracker = StateTracker(Counter(), historyCapacity: 100)
    for value in 1...50 {
      tracker.set(\.value, to: value)
    }
    let probe = SequenceProbe(tracker)
    // Echoes every tenth value into the label: each echo is a new step that discards the redo
    // steps, so undo and redo keep meeting fresh history.
    let echo = tracker.observe([.value]) { record in
      if record.snapshot.value.isMultiple(of: 10) {
        tracker.set(\.label, to: "at \(record.snapshot.value)")
      }
    }

    var moves = 0
    for round in 0..<200 {
      moves += (round.isMultiple(of: 3) ? tracker.redo() : tracker.undo()) ? 1 : 0
    }

    #expect(moves > 50)
    #expect(probe.receivedExactly(51...probe.last))
    #expect(probe.received >= moves)
    withExtendedLifetime(echo) {}
  }
}
