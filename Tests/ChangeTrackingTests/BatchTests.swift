import ChangeTracking
import Testing

@Suite struct BatchTests {
  struct Refused: Error, Equatable {}

  @Test func updateReportsChangedPropertiesInDeclarationOrder() {
    let tracker = StateTracker(Counter())
    let log = RecordLog(tracker)
    tracker.update { state in
      state.tags = ["b"]
      state.label = "a"
      state.value = 3
    }
    #expect(log.changes == [.value, .label, .tags])
  }

  @Test func everyRecordOfABatchHoldsTheFinalState() {
    let tracker = StateTracker(Counter())
    let log = RecordLog(tracker)
    tracker.update { state in
      state.value = 3
      state.label = "a"
    }
    let final = Counter(value: 3, label: "a")
    #expect(log.snapshots == [final, final])
  }

  @Test func batchThatChangesNothingReportsNothing() {
    let tracker = StateTracker(Counter(value: 2))
    let log = RecordLog(tracker)
    tracker.update { state in
      state.value = 5
      state.value = 2
    }
    #expect(log.records.isEmpty)
  }

  @Test func batchDoesNotReportUntrackedProperties() {
    let tracker = StateTracker(Counter())
    let log = RecordLog(tracker)
    tracker.update { $0.cache = 9 }
    #expect(tracker.cache == 9)
    #expect(log.records.isEmpty)
  }

  @Test func updateReturnsWhatTheClosureReturns() {
    let tracker = StateTracker(Counter(value: 4))
    let doubled = tracker.update { state in
      state.value *= 2
      return state.value
    }
    #expect(doubled == 8)
  }

  @Test func throwingBatchLeavesStateAndObserversUntouched() {
    let tracker = StateTracker(Counter(value: 1))
    let log = RecordLog(tracker)
    var called = 0
    tracker.onChange = { _ in called += 1 }
    #expect(throws: Refused()) {
      try tracker.update { (state: inout Counter) throws(Refused) in
        state.value = 99
        state.label = "lost"
        throw Refused()
      }
    }
    #expect(tracker.state == Counter(value: 1))
    #expect(log.records.isEmpty)
    #expect(called == 0)
  }

  @Test func aWriteThroughTheTrackerDuringABatchStopsTheProgram() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let tracker = StateTracker(Counter())
      tracker.update { state in
        state.value = 1
        tracker.set(\.label, to: "inner")
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "Overlapping accesses to the state of StateTracker<Counter>: a write was made while a "
          + "batch (`update`) was running."))
    #expect(message.contains("make the change through the batch's argument"))
  }

  @Test func batchReportsPropertiesComparedByTheirDeclaredClosure() {
    let tracker = StateTracker(Counter(note: Note(text: "a")))
    let log = RecordLog(tracker)
    tracker.update { $0.note = Note(text: "A") }
    tracker.update { $0.note = Note(text: "b") }
    #expect(log.changes == [.note])
  }

  @Test func batchReportsAnEveryWritePropertyOnlyWhenItsValueDiffers() {
    let tracker = StateTracker(Counter(ping: 1))
    let log = RecordLog(tracker)
    tracker.update { $0.ping = 1 }
    #expect(log.records.isEmpty)
    tracker.update { $0.ping = 2 }
    #expect(log.changes == [.ping])
  }
}
