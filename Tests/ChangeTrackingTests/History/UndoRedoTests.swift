import ChangeTracking
import Testing

@Suite struct UndoRedoTests {
  @Test func historyIsOffByDefault() {
    let tracker = StateTracker(NoteState())
    tracker.set(\.title, to: "Draft")
    #expect(tracker.historyCapacity == 0)
    #expect(!tracker.canUndo)
    #expect(!tracker.undo())
    #expect(tracker.title == "Draft")
  }

  @Test func capacityOfZeroOrLessKeepsHistoryOff() {
    #expect(StateTracker(NoteState(), historyCapacity: 0).historyCapacity == 0)
    #expect(StateTracker(NoteState(), historyCapacity: -3).historyCapacity == 0)
    #expect(StateTracker(NoteState(), historyCapacity: 7).historyCapacity == 7)
  }

  @Test func largestCapacityIsAccepted() {
    let tracker = StateTracker(NoteState(), historyCapacity: .max)
    tracker.set(\.title, to: "T")
    #expect(tracker.undo())
    #expect(tracker.state == NoteState())
  }

  @Test func undoRestoresThePreviousSnapshotAndReportsWhatChangedBack() {
    let tracker = StateTracker(NoteState(title: "A"), historyCapacity: 10)
    tracker.set(\.title, to: "B")
    let log = RecordLog(tracker)
    #expect(tracker.undo())
    #expect(tracker.state == NoteState(title: "A"))
    #expect(log.changes == [.title])
    #expect(log.snapshots == [NoteState(title: "A")])
  }

  @Test func undoOfABatchReportsInDeclarationOrderWithTheRestoredSnapshot() {
    let tracker = StateTracker(NoteState(), historyCapacity: 10)
    tracker.update { state in
      state.tags = ["x"]
      state.body = "text"
      state.title = "T"
    }
    let log = RecordLog(tracker)
    tracker.undo()
    #expect(log.changes == [.title, .body, .tags])
    #expect(log.snapshots == Array(repeating: NoteState(), count: 3))
  }

  /// Undo and redo move snapshots between the history and the state: the records they make,
  /// kept across later undos, redos and writes, keep their snapshots, and every position keeps
  /// its state, an untracked property written with the step included.
  @Test func undosAndRedosInARowKeepEveryRecordAndEveryPosition() {
    let tracker = StateTracker(NoteState(title: "A"), historyCapacity: 10)
    tracker.set(\.title, to: "B")
    tracker.update { state in
      state.title = "C"
      state.cachedWordCount = 7
    }
    var kept: [ChangeRecord<NoteState>] = []
    let token = tracker.observe { kept.append($0) }
    #expect(tracker.undo())
    #expect(tracker.undo())
    #expect(tracker.redo())
    #expect(tracker.redo())
    #expect(tracker.state == NoteState(title: "C", cachedWordCount: 7))
    #expect(tracker.undo())
    #expect(tracker.undo())
    #expect(tracker.state == NoteState(title: "A"))
    // A write after undos keeps the position it leaves, and discards the redo steps.
    tracker.set(\.body, to: "x")
    #expect(!tracker.canRedo)
    #expect(tracker.undo())
    #expect(tracker.state == NoteState(title: "A"))
    #expect(tracker.redo())
    #expect(tracker.state == NoteState(title: "A", body: "x"))
    #expect(
      kept.map(\.change) == [.title, .title, .title, .title, .title, .title, .body, .body, .body])
    #expect(kept.map(\.snapshot.title) == ["B", "A", "B", "C", "B", "A", "A", "A", "A"])
    #expect(kept.map(\.snapshot.cachedWordCount) == [0, 0, 0, 7, 0, 0, 0, 0, 0])
    #expect(kept.map(\.snapshot.body) == ["", "", "", "", "", "", "x", "", "x"])
    withExtendedLifetime(token) {}
  }

  @Test func redoRestoresTheUndoneSnapshotAndReportsIt() {
    let tracker = StateTracker(NoteState(), historyCapacity: 10)
    tracker.update { state in
      state.title = "T"
      state.body = "text"
    }
    tracker.undo()
    let log = RecordLog(tracker)
    #expect(tracker.redo())
    #expect(tracker.state == NoteState(title: "T", body: "text"))
    #expect(log.changes == [.title, .body])
    #expect(!tracker.redo())
  }

  @Test func eachReportedWriteIsOneStep() {
    let tracker = StateTracker(NoteState(), historyCapacity: 10)
    tracker.set(\.title, to: "1")
    tracker.set(\.body, to: "2")
    tracker.update { $0.tags = ["3"] }
    tracker.undo()
    #expect(tracker.state == NoteState(title: "1", body: "2"))
    tracker.undo()
    #expect(tracker.state == NoteState(title: "1"))
    tracker.undo()
    #expect(tracker.state == NoteState())
    #expect(!tracker.canUndo)
  }

  @Test func writeThatReportsNothingRecordsNoStep() {
    let tracker = StateTracker(NoteState(title: "A"), historyCapacity: 10)
    tracker.set(\.title, to: "A")
    tracker.update { $0.title = "A" }
    tracker.set(\.cachedWordCount, to: 4)
    #expect(!tracker.canUndo)
  }

  @Test func newWriteDiscardsTheRedoSteps() {
    let tracker = StateTracker(NoteState(), historyCapacity: 10)
    tracker.set(\.title, to: "1")
    tracker.set(\.title, to: "2")
    tracker.undo()
    #expect(tracker.canRedo)
    tracker.set(\.body, to: "other")
    #expect(!tracker.canRedo)
    #expect(!tracker.redo())
    tracker.undo()
    #expect(tracker.state == NoteState(title: "1"))
  }

  @Test func canUndoAndCanRedoFollowTheCursor() {
    let tracker = StateTracker(NoteState(), historyCapacity: 10)
    #expect(!tracker.canUndo && !tracker.canRedo)
    tracker.set(\.title, to: "1")
    #expect(tracker.canUndo && !tracker.canRedo)
    tracker.undo()
    #expect(!tracker.canUndo && tracker.canRedo)
    tracker.redo()
    #expect(tracker.canUndo && !tracker.canRedo)
  }

  @Test func fullHistoryDropsTheOldestStep() {
    let tracker = StateTracker(NoteState(), historyCapacity: 3)
    for title in ["1", "2", "3", "4", "5"] {
      tracker.set(\.title, to: title)
    }
    var undone = 0
    while tracker.undo() {
      undone += 1
    }
    #expect(undone == 3)
    #expect(tracker.title == "2")
  }

  @Test func undoWithNothingToUndoReportsNothing() {
    let tracker = StateTracker(NoteState(), historyCapacity: 3)
    let log = RecordLog(tracker)
    #expect(!tracker.undo())
    #expect(!tracker.redo())
    #expect(log.records.isEmpty)
  }

  @Test func undoRestoresUntrackedPropertiesSilently() {
    let tracker = StateTracker(NoteState(), historyCapacity: 3)
    tracker.set(\.title, to: "T")
    tracker.set(\.cachedWordCount, to: 9)
    let log = RecordLog(tracker)
    tracker.undo()
    #expect(tracker.state == NoteState())
    #expect(log.changes == [.title])
  }

  @Test func clearingForgetsEveryStepAndKeepsTheState() {
    let tracker = StateTracker(NoteState(), historyCapacity: 3)
    tracker.set(\.title, to: "1")
    tracker.set(\.title, to: "2")
    tracker.undo()
    let log = RecordLog(tracker)
    tracker.clearHistory()
    #expect(!tracker.canUndo && !tracker.canRedo)
    #expect(tracker.title == "1")
    #expect(log.records.isEmpty)
    tracker.set(\.title, to: "3")
    tracker.undo()
    #expect(tracker.title == "1")
  }

  @Test func observerWritingDuringAnUndoRecordsANewStep() {
    let tracker = StateTracker(NoteState(), historyCapacity: 5)
    tracker.set(\.title, to: "T")
    let token = tracker.observe([.title]) { record in
      if record.snapshot.title.isEmpty {
        tracker.set(\.body, to: "untitled")
      }
    }
    tracker.undo()
    #expect(tracker.state == NoteState(body: "untitled"))
    #expect(!tracker.canRedo)
    tracker.undo()
    #expect(tracker.state == NoteState())
    token.cancel()
  }

  @Test func writesMadeByObserversAreStepsInTheOrderTheyWereStored() {
    let tracker = StateTracker(NoteState(), historyCapacity: 5)
    let token = tracker.observe([.title]) { record in
      if record.snapshot.title == "T" {
        tracker.set(\.body, to: "from observer")
      }
    }
    tracker.set(\.title, to: "T")
    tracker.undo()
    #expect(tracker.state == NoteState(title: "T"))
    tracker.undo()
    #expect(tracker.state == NoteState())
    token.cancel()
  }

  @Test func recordSequenceKeepsGrowingThroughUndoAndRedo() {
    let tracker = StateTracker(NoteState(), historyCapacity: 5)
    let log = RecordLog(tracker)
    tracker.set(\.title, to: "T")
    tracker.undo()
    tracker.redo()
    #expect(log.sequences == [1, 2, 3])
  }
}
