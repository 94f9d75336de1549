import ChangeTracking
import ChangeTrackingTesting
import Testing

@Suite @MainActor struct ChangeRecorderTests {
  @Test func recordsEveryChangeInOrderWithItsSnapshot() {
    let loader = AccountLoader()
    let recorder = ChangeRecorder(loader.tracker)
    loader.rename(to: "Ada", email: "ada@example.com")

    #expect(recorder.changes == [.name, .email])
    #expect(recorder.records.map(\.sequence) == [1, 2])
    #expect(recorder.snapshots[0] == Account(name: "Ada"))
    #expect(recorder.snapshots[1] == Account(name: "Ada", email: "ada@example.com"))
  }

  /// The tracker's observer holds what the recorder keeps, not the recorder: a recorder no one
  /// holds is freed, and its records go with it.
  @Test func aRecorderNoOneHoldsIsFreedWhileItsTrackerLives() {
    let loader = AccountLoader()
    weak var released: ChangeRecorder<Account>?
    do {
      let recorder = ChangeRecorder(loader.tracker)
      released = recorder
      loader.rename(to: "Ada", email: "ada@example.com")
      #expect(recorder.changes == [.name, .email])
    }
    #expect(released == nil)
    loader.tracker.set(\.tags, to: ["math"])
    let next = ChangeRecorder(loader.tracker)
    loader.tracker.set(\.tags, to: ["logic"])
    #expect(next.records.map(\.sequence) == [4])
  }

  @Test func recordsOnlyTheChangesAskedFor() {
    let loader = AccountLoader()
    let recorder = ChangeRecorder(loader.tracker, recording: [.email])
    loader.rename(to: "Ada", email: "ada@example.com")
    #expect(recorder.changes == [.email])
  }

  @Test func recordsNothingReportedBeforeItStarted() {
    let loader = AccountLoader()
    loader.rename(to: "Ada", email: "ada@example.com")
    let recorder = ChangeRecorder(loader.tracker)
    loader.tracker.set(\.tags, to: ["math"])
    #expect(recorder.changes == [.tags])
    #expect(recorder.records.first?.sequence == 3)
  }

  /// The recorder keeps its records in chunks of growing size: reading them, between writes or
  /// after a clear, finds every record of every chunk once, in order.
  @Test func manyRecordsReadBetweenWritesAndAfterAClearStayInOrder() {
    let loader = AccountLoader()
    let recorder = ChangeRecorder(loader.tracker)
    var expected: [Int] = []
    for count in [1, 15, 1, 40, 200] {
      for _ in 0..<count {
        let tag = expected.count
        loader.tracker.set(\.tags, to: ["\(tag)"])
        expected.append(tag)
      }
      #expect(recorder.records.map(\.sequence) == expected.map { $0 + 1 })
      #expect(recorder.snapshots.map(\.tags) == expected.map { ["\($0)"] })
    }
    recorder.clear()
    #expect(recorder.changes.isEmpty)
    for tag in 0..<20 {
      loader.tracker.set(\.tags, to: ["again \(tag)"])
    }
    #expect(recorder.snapshots.map(\.tags) == (0..<20).map { ["again \($0)"] })
    #expect(recorder.records.first?.sequence == expected.count + 1)
  }

  @Test func clearForgetsTheRecordsAndKeepsRecording() {
    let loader = AccountLoader()
    let recorder = ChangeRecorder(loader.tracker)
    loader.rename(to: "Ada", email: "ada@example.com")
    recorder.clear()
    #expect(recorder.records.isEmpty)
    loader.tracker.set(\.tags, to: ["math"])
    #expect(recorder.changes == [.tags])
  }

  @Test func stopEndsRecordingAndKeepsTheRecords() {
    let loader = AccountLoader()
    let recorder = ChangeRecorder(loader.tracker)
    loader.tracker.set(\.name, to: "Ada")
    recorder.stop()
    loader.tracker.set(\.email, to: "ada@example.com")
    #expect(recorder.changes == [.name])
    #expect(loader.tracker.observerCount == 0)
  }

  @Test func waitForRecordsReturnsOnceTheTaskHasReportedThem() async {
    let loader = AccountLoader()
    let recorder = ChangeRecorder(loader.tracker)
    let task = loader.load()
    loader.gate.open(with: ("Ada", "ada@example.com"))
    // The wait ends as soon as the records arrive; the long timeout is for a loaded machine
    // (tests under the thread sanitizer, two cores), where the task may wait seconds for a
    // thread.
    let arrived = await recorder.waitForRecords(count: 4, timeout: .seconds(60))
    #expect(arrived)
    #expect(recorder.changes == [.loads, .name, .email, .loads])
    await task.value
  }

  @Test func waitForRecordsReturnsFalseWhenTheyDoNotComeInTime() async {
    let loader = AccountLoader()
    let recorder = ChangeRecorder(loader.tracker)
    let task = loader.load()
    let arrived = await recorder.waitForRecords(count: 2, timeout: .milliseconds(10))
    #expect(!arrived)
    #expect(recorder.changes == [.loads])
    loader.gate.open(with: ("Ada", "ada@example.com"))
    await task.value
  }

  @Test func recordsCanBeComparedByIndexTheArticlesWay() {
    let loader = AccountLoader()
    let recorder = ChangeRecorder(loader.tracker)
    loader.rename(to: "Ada", email: "ada@example.com")

    #expect(recorder.records.count == 2)
    #expect(recorder.records[0].change == .name)
    #expect(recorder.records[0].snapshot.name == "Ada")
    #expect(recorder.records[1].change == .email)
    assertNoDifference(recorder.snapshots[1], Account(name: "Ada", email: "ada@example.com"))
  }

  @Test func recordsReadBetweenWritesStayInOrderAndKeepTheirSnapshots() {
    let tracker = StateTracker(Account())
    let recorder = ChangeRecorder(tracker)
    tracker.set(\.loads, to: 1)
    #expect(recorder.records.map(\.snapshot.loads) == [1])
    tracker.set(\.loads, to: 2)
    tracker.update { $0.tags = ["a"] }
    #expect(recorder.records.map(\.sequence) == [1, 2, 3])
    #expect(recorder.records.map(\.snapshot.loads) == [1, 2, 2])
    #expect(recorder.snapshots.map(\.tags) == [[], [], ["a"]])
    #expect(recorder.changes == [.loads, .loads, .tags])
    recorder.clear()
    #expect(recorder.records.isEmpty)
    tracker.set(\.loads, to: 3)
    #expect(recorder.records.map(\.sequence) == [4])
    #expect(recorder.records[0].snapshot.tags == ["a"])
  }

  @Test func recordsKeepTheirRowChanges() {
    let tracker = StateTracker(Shelf())
    let recorder = ChangeRecorder(tracker)
    tracker.edit(\.books) { rows in
      rows.append("Emma")
      rows[0] = "Persuasion"
    }
    #expect(recorder.changes == [.books])
    #expect(
      recorder.records.first?.rowChanges
        == [.inserted(offset: 1, id: nil), .updated(offset: 0, id: nil)])
  }
}

/// A state with an array declared row by row.
private struct Shelf: TrackedState {
  var books = ["Sanditon"]

  enum Change: Hashable, Sendable {
    case books
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .trackedRows(\.books, as: .books)
  ]
}
