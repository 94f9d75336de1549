import ChangeTracking
import Testing

/// A batch writes the state in place: records delivered before keep their snapshots, a throw
/// puts every written property back, and the declarations from the 65th on are reported as the
/// first 64 are.
@Suite struct InPlaceBatchTests {
  struct Refused: Error {}

  @Test func recordsKeptFromEarlierWritesKeepTheirSnapshots() {
    let tracker = StateTracker(Counter())
    let log = RecordLog(tracker)

    tracker.set(\.label, to: "a label on the heap, the first")
    tracker.update { state in
      state.label = "a label on the heap, the second"
      state.tags.append("x")
    }
    tracker.update { state in
      state.label = "a label on the heap, the third"
      state.tags[0] = "y"
    }

    #expect(
      log.snapshots.map(\.label) == [
        "a label on the heap, the first", "a label on the heap, the second",
        "a label on the heap, the second", "a label on the heap, the third",
        "a label on the heap, the third",
      ])
    #expect(log.snapshots.map(\.tags) == [[], ["x"], ["x"], ["y"], ["y"]])
    #expect(log.changes == [.label, .label, .tags, .label, .tags])
  }

  @Test func recordsOfOneBatchKeptByObserversStayTheirOwn() {
    let tracker = StateTracker(Counter())
    let first = RecordLog(tracker)
    let second = RecordLog(tracker)
    var copies: [ChangeRecord<Counter>] = []
    let token = tracker.observe { copies.append($0) }

    tracker.update { state in
      state.value = 1
      state.label = "a label on the heap, in the batch"
      state.tags = ["a"]
    }
    tracker.set(\.value, to: 2)

    for log in [first.records, second.records, copies] {
      #expect(log.map(\.change) == [.value, .label, .tags, .value])
      #expect(log.map(\.sequence) == [1, 2, 3, 4])
      #expect(log.map(\.snapshot.value) == [1, 1, 1, 2])
      #expect(log.map(\.snapshot.tags) == [["a"], ["a"], ["a"], ["a"]])
    }
    withExtendedLifetime(token) {}
  }

  @Test func aThrowPutsBackEveryPropertyWrittenInPlace() {
    var start = Counter(label: "a label on the heap, before the batch", tags: ["a"])
    start.address.city = "Lyon"
    let tracker = StateTracker(start, historyCapacity: 4)
    let log = RecordLog(tracker)

    #expect(throws: Refused.self) {
      try tracker.update { (state: inout Counter) throws(Refused) in
        state.label = "a label on the heap, written and put back"
        state.label = "a label on the heap, written twice"
        state.tags.append("b")
        state.address.city = "Nice"
        state.cache = 7
        throw Refused()
      }
    }

    #expect(tracker.state == start)
    #expect(log.records.isEmpty)
    #expect(!tracker.canUndo)
  }

  @Test func aPropertyWrittenBackToItsValueIsNotReported() {
    let tracker = StateTracker(Counter(value: 1, label: "a label on the heap, kept as it is"))
    let log = RecordLog(tracker)

    tracker.update { state in
      state.label = "a label on the heap, for a moment"
      state.value = 2
      state.label = "a label on the heap, kept as it is"
    }

    #expect(log.changes == [.value])
    #expect(tracker.label == "a label on the heap, kept as it is")
  }

  @Test func declarationsFromThe65thOnAreNotedAsTheFirst64() {
    let tracker = StateTracker(Wide70State(), historyCapacity: 4)
    let log = RecordLog(tracker)

    tracker.update { state in
      state.v69 = 1
      state.v1 = 1
      state.v64 = 1
      state.v65 = 1
      state.v63 = 1
      state.v65 = 0
    }
    #expect(log.changes == [.v1, .v63, .v64, .v69])

    #expect(throws: Refused.self) {
      try tracker.update { (state: inout Wide70State) throws(Refused) in
        state.v66 = 2
        state.v2 = 2
        throw Refused()
      }
    }
    #expect(tracker.v66 == 0)
    #expect(tracker.v2 == 0)

    tracker.update { $0.v67 = 3 }
    #expect(log.changes == [.v1, .v63, .v64, .v69, .v67])
    #expect(tracker.undo())
    #expect(tracker.v67 == 0)
    #expect(tracker.v69 == 1)
  }

  @Test func aBatchMadeWhileABatchsRecordsAreDeliveredWaitsBehindThem() {
    let tracker = StateTracker(Wide70State())
    var changes: [Wide70State.Change] = []
    let token = tracker.observe { record in
      changes.append(record.change)
      if record.change == .v1 {
        tracker.update { state in
          state.v66 = 5
          state.v2 = 5
        }
      }
    }

    tracker.update { state in
      state.v65 = 1
      state.v1 = 1
      state.v67 = 1
    }

    #expect(changes == [.v1, .v65, .v67, .v2, .v66])
    #expect(tracker.v66 == 5)
    token.cancel()
  }
}
