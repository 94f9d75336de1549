import ChangeTracking
import Testing

@Suite struct CheckpointTests {
  @Test func rollbackRestoresTheCheckpointAndReportsEveryDifference() throws {
    let tracker = StateTracker(NoteState(title: "A"), historyCapacity: 10)
    let clean = tracker.checkpoint()
    tracker.set(\.body, to: "B")
    tracker.set(\.tags, to: ["t"])
    tracker.set(\.title, to: "C")
    let log = RecordLog(tracker)
    try tracker.rollback(to: clean)
    #expect(tracker.state == NoteState(title: "A"))
    #expect(log.changes == [.title, .body, .tags])
    #expect(log.snapshots == Array(repeating: NoteState(title: "A"), count: 3))
  }

  @Test func rollbackIsAStepThatUndoReverses() throws {
    let tracker = StateTracker(NoteState(), historyCapacity: 10)
    let clean = tracker.checkpoint()
    tracker.set(\.title, to: "1")
    tracker.set(\.title, to: "2")
    try tracker.rollback(to: clean)
    #expect(tracker.title == "")
    let log = RecordLog(tracker)
    tracker.undo()
    #expect(tracker.title == "2")
    #expect(log.changes == [.title])
    tracker.redo()
    #expect(tracker.title == "")
  }

  @Test func rollbackDiscardsRedoStepsAndKeepsItsCheckpoint() throws {
    let tracker = StateTracker(NoteState(), historyCapacity: 10)
    tracker.set(\.title, to: "1")
    let one = tracker.checkpoint()
    tracker.set(\.title, to: "2")
    tracker.undo()
    tracker.set(\.body, to: "B")
    try tracker.rollback(to: one)
    #expect(!tracker.canRedo)
    tracker.set(\.title, to: "3")
    try tracker.rollback(to: one)
    #expect(tracker.state == NoteState(title: "1"))
  }

  @Test func rollbackToTheCurrentStateReportsNothingAndRecordsNoStep() throws {
    let tracker = StateTracker(NoteState(), historyCapacity: 10)
    tracker.set(\.title, to: "1")
    let here = tracker.checkpoint()
    let log = RecordLog(tracker)
    try tracker.rollback(to: here)
    #expect(log.records.isEmpty)
    tracker.undo()
    #expect(tracker.title == "")
  }

  @Test func rollbackToACheckpointAheadOfTheCurrentStep() throws {
    let tracker = StateTracker(NoteState(), historyCapacity: 10)
    tracker.set(\.title, to: "1")
    let ahead = tracker.checkpoint()
    tracker.undo()
    try tracker.rollback(to: ahead)
    #expect(tracker.title == "1")
    tracker.undo()
    #expect(tracker.title == "")
  }

  @Test func checkpointDiscardedByAWriteAfterUndoIsUnknown() {
    let tracker = StateTracker(NoteState(), historyCapacity: 10)
    tracker.set(\.title, to: "1")
    let discarded = tracker.checkpoint()
    tracker.undo()
    tracker.set(\.title, to: "2")
    expectRejected(tracker, discarded, .unknownCheckpoint)
  }

  @Test func checkpointOfAClearedHistoryIsUnknown() {
    let tracker = StateTracker(NoteState(), historyCapacity: 10)
    let old = tracker.checkpoint()
    tracker.set(\.title, to: "1")
    tracker.clearHistory()
    expectRejected(tracker, old, .unknownCheckpoint)
  }

  @Test func checkpointDroppedAtCapacityIsEvicted() {
    let tracker = StateTracker(NoteState(), historyCapacity: 2)
    let first = tracker.checkpoint()
    for title in ["1", "2", "3"] {
      tracker.set(\.title, to: title)
    }
    expectRejected(tracker, first, .evictedCheckpoint)
  }

  @Test func checkpointOfAnotherTrackerIsForeign() {
    let tracker = StateTracker(NoteState(), historyCapacity: 2)
    let other = StateTracker(NoteState(), historyCapacity: 2)
    tracker.set(\.title, to: "1")
    expectRejected(tracker, other.checkpoint(), .foreignCheckpoint)
  }

  @Test func checkpointOfATrackerWithHistoryOffIsForeignToOneWithHistory() {
    let tracker = StateTracker(NoteState(), historyCapacity: 2)
    let off = StateTracker(NoteState())
    tracker.set(\.title, to: "1")
    expectRejected(tracker, off.checkpoint(), .foreignCheckpoint)
  }

  @Test func rollbackWithHistoryOffThrows() {
    let tracker = StateTracker(NoteState())
    let mark = tracker.checkpoint()
    tracker.set(\.title, to: "1")
    expectRejected(tracker, mark, .historyOff)
  }

  @Test func rollbackInsideATransactionThrows() {
    let tracker = StateTracker(NoteState(), historyCapacity: 2)
    let mark = tracker.checkpoint()
    tracker.transaction {
      tracker.set(\.title, to: "1")
      expectRejected(tracker, mark, .transactionInProgress)
    }
    #expect(tracker.title == "1")
  }

  @Test func errorsSayWhatIsWrong() {
    #expect(HistoryError.evictedCheckpoint.description.contains("capacity"))
    #expect(HistoryError.foreignCheckpoint.description.contains("another tracker"))
    #expect(HistoryError.historyOff.description.contains("historyCapacity"))
  }

  /// Checks that a rollback throws `error` and changes neither the state, nor the history, nor
  /// what observers receive.
  private func expectRejected(
    _ tracker: StateTracker<NoteState>,
    _ checkpoint: HistoryCheckpoint,
    _ error: HistoryError,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let before = tracker.state
    let canUndo = tracker.canUndo
    let canRedo = tracker.canRedo
    let log = RecordLog(tracker)
    #expect(throws: error, sourceLocation: sourceLocation) {
      try tracker.rollback(to: checkpoint)
    }
    #expect(tracker.state == before, sourceLocation: sourceLocation)
    #expect(
      tracker.canUndo == canUndo && tracker.canRedo == canRedo, sourceLocation: sourceLocation)
    #expect(log.records.isEmpty, sourceLocation: sourceLocation)
  }
}
