import ChangeTracking
import Testing

@Suite struct TransactionTests {
  struct Refused: Error, Equatable {}

  @Test func observersSeeEachWriteOfATransactionAsItHappens() {
    let tracker = StateTracker(NoteState(), historyCapacity: 5)
    let log = RecordLog(tracker)
    tracker.transaction {
      tracker.set(\.title, to: "T")
      #expect(log.changes == [.title])
      tracker.set(\.title, to: "T2")
      tracker.update { $0.body = "B" }
    }
    #expect(log.changes == [.title, .title, .body])
    #expect(log.snapshots.map(\.title) == ["T", "T2", "T2"])
  }

  @Test func transactionIsOneUndoStep() {
    let tracker = StateTracker(NoteState(), historyCapacity: 5)
    tracker.set(\.tags, to: ["a"])
    tracker.transaction {
      tracker.set(\.title, to: "T")
      tracker.set(\.body, to: "B")
    }
    let log = RecordLog(tracker)
    tracker.undo()
    #expect(tracker.state == NoteState(tags: ["a"]))
    #expect(log.changes == [.title, .body])
    tracker.redo()
    #expect(tracker.state == NoteState(title: "T", body: "B", tags: ["a"]))
  }

  @Test func transactionThatReportsNothingRecordsNoStep() {
    let tracker = StateTracker(NoteState(title: "A"), historyCapacity: 5)
    tracker.transaction {
      tracker.set(\.title, to: "A")
    }
    #expect(!tracker.canUndo)
  }

  @Test func nestedTransactionsAreOneStep() {
    let tracker = StateTracker(NoteState(), historyCapacity: 5)
    tracker.transaction {
      tracker.set(\.title, to: "T")
      tracker.transaction {
        tracker.set(\.body, to: "B")
      }
    }
    tracker.undo()
    #expect(tracker.state == NoteState())
    #expect(!tracker.canUndo)
  }

  @Test func aNestedTransactionThatThrowsTakesBackItsStepButNotTheOuterOnes() {
    let tracker = StateTracker(NoteState(), historyCapacity: 5)
    tracker.set(\.title, to: "T")
    tracker.undo()
    // Only the inner transaction wrote, and it threw: nothing is left to record, and the step to
    // redo stays.
    tracker.transaction {
      _ = try? tracker.transaction { () throws(Refused) in
        tracker.set(\.body, to: "B")
        throw Refused()
      }
    }
    #expect(tracker.state == NoteState())
    #expect(!tracker.canUndo)
    #expect(tracker.canRedo)

    // The outer transaction wrote before the inner one: its write is still one step.
    tracker.transaction {
      tracker.set(\.title, to: "U")
      _ = try? tracker.transaction { () throws(Refused) in
        tracker.set(\.body, to: "B")
        throw Refused()
      }
    }
    #expect(tracker.state == NoteState(title: "U"))
    #expect(tracker.undo())
    #expect(tracker.state == NoteState())
    #expect(!tracker.canUndo)
  }

  @Test func transactionReturnsWhatItsBodyReturns() {
    let tracker = StateTracker(NoteState(), historyCapacity: 5)
    let count = tracker.transaction {
      tracker.set(\.tags, to: ["a", "b"])
      return tracker.tags.count
    }
    #expect(count == 2)
  }

  @Test func throwingTransactionRestoresItsStartAndReportsTheRestore() {
    let tracker = StateTracker(NoteState(title: "A"), historyCapacity: 5)
    let log = RecordLog(tracker)
    #expect(throws: Refused()) {
      try tracker.transaction { () throws(Refused) in
        tracker.set(\.title, to: "B")
        tracker.set(\.body, to: "text")
        throw Refused()
      }
    }
    #expect(tracker.state == NoteState(title: "A"))
    #expect(log.changes == [.title, .body, .title, .body])
    #expect(log.snapshots.suffix(2) == [NoteState(title: "A"), NoteState(title: "A")])
    #expect(!tracker.canUndo)
  }

  @Test func throwingTransactionRestoresItsStartWithHistoryOff() {
    let tracker = StateTracker(NoteState())
    try? tracker.transaction { () throws(Refused) in
      tracker.set(\.title, to: "B")
      throw Refused()
    }
    #expect(tracker.state == NoteState())
  }

  @Test func undoAndRedoDoNothingInsideATransaction() {
    let tracker = StateTracker(NoteState(), historyCapacity: 5)
    tracker.set(\.title, to: "T")
    tracker.transaction {
      #expect(!tracker.canUndo)
      #expect(!tracker.undo())
      tracker.set(\.body, to: "B")
    }
    #expect(tracker.state == NoteState(title: "T", body: "B"))
    tracker.undo()
    #expect(tracker.state == NoteState(title: "T"))
  }

  @Test func clearingInsideATransactionTakesEffectAtItsEnd() {
    let tracker = StateTracker(NoteState(), historyCapacity: 5)
    tracker.set(\.title, to: "T")
    tracker.transaction {
      tracker.set(\.body, to: "B")
      tracker.clearHistory()
      tracker.set(\.tags, to: ["x"])
    }
    #expect(!tracker.canUndo)
    tracker.set(\.title, to: "U")
    tracker.undo()
    #expect(tracker.state == NoteState(title: "T", body: "B", tags: ["x"]))
  }
}
