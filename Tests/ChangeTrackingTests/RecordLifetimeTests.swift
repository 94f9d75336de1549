import ChangeTracking
import Testing

/// A record delivered at once borrows the tracker's own reference to its state, and gives it
/// back when its delivery ends: these tests check that the state a record holds lives exactly as
/// long as the tracker or a record holds it, whatever an observer does with the record, and
/// that a write made while the record is in an observer's hands leaves the record as it was.
@Suite struct RecordLifetimeTests {
  /// A tracker over a locker holding `keepsake`, and a weak reference to that keepsake.
  final class Locker {
    let tracker: StateTracker<LockerState>
    weak var first: Keepsake?

    init(historyCapacity: Int = 0) {
      let keepsake = Keepsake("first")
      tracker = StateTracker(LockerState(keepsake: keepsake), historyCapacity: historyCapacity)
      first = keepsake
    }
  }

  @Test func aStateWhoseRecordsWereDroppedLivesAsLongAsTheTracker() {
    var locker: Locker? = Locker()
    var delivered = 0
    let token = locker!.tracker.observe { _ in delivered += 1 }
    for value in 1...100 {
      locker!.tracker.set(\.count, to: value)
    }
    // Each record was let go: the tracker's state is still there, the keepsake with it.
    #expect(delivered == 100)
    #expect(locker!.first != nil)
    #expect(locker!.tracker.state.count == 100)
    locker!.tracker.set(\.keepsake, to: Keepsake("second"))
    // Replaced, and held by no record: let go at once.
    #expect(locker!.first == nil)
    weak let second = locker!.tracker.state.keepsake
    locker = nil
    #expect(second == nil)
    token.cancel()
  }

  @Test func aKeptRecordHoldsItsStateUntilItIsLetGo() {
    let locker = Locker()
    var kept: [ChangeRecord<LockerState>] = []
    let token = locker.tracker.observe { record in
      if record.sequence == 2 {
        kept.append(record)
      }
    }
    defer { token.cancel() }
    for value in 1...3 {
      locker.tracker.set(\.count, to: value)
    }
    locker.tracker.set(\.keepsake, to: Keepsake("second"))
    #expect(locker.first != nil)
    #expect(kept.map(\.snapshot.count) == [2])
    #expect(kept[0].snapshot.keepsake === locker.first)
    kept.removeAll()
    #expect(locker.first == nil)
  }

  /// The kinds of writes an observer makes while it holds a record: each one, made from the
  /// observer of the first record, must leave that record's snapshot as it was.
  static let writesFromAnObserver:
    [(String, @Sendable (StateTracker<LockerState>) throws -> Void)] = [
      ("a set", { $0.set(\.count, to: 50) }),
      ("a set of the object", { $0.set(\.keepsake, to: Keepsake("written back")) }),
      (
        "a batch",
        {
          $0.update {
            $0.count = 60
            $0.keepsake = Keepsake("batched")
          }
        }
      ),
      ("an element edit", { try $0.edit(\.items, at: 1) { $0.title = "edited" } }),
      ("a scope's write", { try $0.scope(\.inner).set(\.value, to: 70) }),
      ("a row's write", { try $0.scope(row: 2, in: \.items).set(\.title, to: "row written") }),
      ("an undo", { _ = $0.undo() }),
    ]

  @Test(arguments: writesFromAnObserver.indices)
  func aWriteFromAnObserverLeavesTheRecordInItsHandsAsItWas(kind: Int) throws {
    let (name, write) = Self.writesFromAnObserver[kind]
    let locker = Locker(historyCapacity: 10)
    var inHand: [(before: LockerState, after: LockerState)] = []
    var failure: (any Error)?
    let token = locker.tracker.observe { [tracker = locker.tracker] record in
      guard record.sequence == 1 else {
        return
      }
      let before = record.snapshot
      do {
        try write(tracker)
      } catch {
        failure = error
      }
      inHand.append((before, record.snapshot))
    }
    defer { token.cancel() }
    locker.tracker.set(\.count, to: 1)
    if let failure {
      throw failure
    }
    try #require(inHand.count == 1, "\(name)")
    #expect(inHand[0].after == inHand[0].before, "\(name)")
    #expect(inHand[0].after.count == 1, "\(name)")
    #expect(inHand[0].after.keepsake === locker.first, "\(name)")
    #expect(locker.tracker.state != inHand[0].before, "\(name) changed nothing")
    // The record is gone, and the history's steps: a keepsake the write replaced is let go.
    inHand.removeAll()
    locker.tracker.clearHistory()
    if locker.tracker.state.keepsake !== locker.first {
      #expect(locker.first == nil, "\(name)")
    }
  }

  @Test func aRecordOfAnUndoAndOfABatchOfOneGivesTheStateBack() {
    let locker = Locker(historyCapacity: 10)
    var snapshots: [Int] = []
    let token = locker.tracker.observe { snapshots.append($0.snapshot.count) }
    defer { token.cancel() }
    locker.tracker.set(\.count, to: 1)
    locker.tracker.update { $0.count = 2 }
    #expect(locker.tracker.undo())
    locker.tracker.set(\.keepsake, to: Keepsake("second"))
    #expect(snapshots == [1, 2, 1, 1])
    #expect(locker.tracker.state.count == 1)
    // The first keepsake is held by the undo history alone now.
    #expect(locker.first != nil)
    locker.tracker.clearHistory()
    #expect(locker.first == nil)
  }

  @Test func aBatchsRecordsHoldItsStateOnlyWhileTheyAreKept() {
    let locker = Locker()
    var kept: [ChangeRecord<LockerState>] = []
    var inHand: [(before: Int, after: Int)] = []
    let token = locker.tracker.observe { [tracker = locker.tracker] record in
      if record.change == .keepsake {
        kept.append(record)
      }
      // A write from the observer of a batch's first record, which the next ones still report.
      if record.sequence == 1 {
        let before = record.snapshot.count
        tracker.set(\.count, to: 100)
        inHand.append((before, record.snapshot.count))
      }
    }
    defer { token.cancel() }
    locker.tracker.update {
      $0.count = 1
      $0.items[0].title = "batched"
    }
    locker.tracker.update {
      $0.keepsake = Keepsake("second")
      $0.count = 2
    }
    #expect(inHand.map(\.before) == [1])
    #expect(inHand.map(\.after) == [1])
    #expect(kept.map(\.snapshot.count) == [2])
    #expect(locker.first == nil)
    weak let second = locker.tracker.state.keepsake
    locker.tracker.set(\.keepsake, to: Keepsake("third"))
    // Held by the record kept, and by nothing else.
    #expect(second != nil)
    kept.removeAll()
    #expect(second == nil)
    #expect(locker.tracker.state.count == 2)
  }

  @Test func aBatchsStateIsLetGoAfterAnObserverWroteDuringItsRecords() {
    let tracker = StateTracker(SlotState())
    var counts: [Int] = []
    let token = tracker.observe { [tracker] record in
      counts.append(record.snapshot.count)
      // A write from the observer of the batch's first record: the state moves to a box of its
      // own, and the batch's box is the records' alone.
      if record.sequence == 1 {
        tracker.set(\.count, to: 100)
      }
    }
    defer { token.cancel() }
    weak var batched: Keepsake?
    do {
      let keepsake = Keepsake("batched")
      batched = keepsake
      tracker.update {
        $0.slot = .object(keepsake)
        $0.count = 1
      }
    }
    #expect(counts == [1, 1, 100])
    #expect(batched != nil)
    // Held by the current state alone: once replaced there, the batch's state is gone too.
    tracker.set(\.slot, to: .number(1))
    #expect(batched == nil)
  }

  @Test func aBatchsRecordsWhoseChangeHoldsAStringGiveTheStateBack() {
    let tracker = StateTracker(TaggedState())
    var seen: [TaggedState.Change] = []
    let token = tracker.observe { seen.append($0.change) }
    defer { token.cancel() }
    for value in 1...3 {
      tracker.update {
        $0.first = value
        $0.second = value
      }
    }
    #expect(seen.count == 6)
    #expect(seen.prefix(2) == [.named("first"), .named("second")])
    #expect(tracker.state == TaggedState(first: 3, second: 3))
  }

  @Test func recordsHandedToAnotherTaskKeepTheirSnapshots() async {
    let tracker = StateTracker(Counter())
    let (stream, continuation) = AsyncStream.makeStream(of: ChangeRecord<Counter>.self)
    let reader = Self.read(stream) { $0.tags == (0..<$0.value).map(String.init) }
    let token = tracker.observe { record in
      // Every other record crosses to the reader; the others are dropped here.
      if record.sequence.isMultiple(of: 2) {
        continuation.yield(record)
      }
    }
    for value in 1...2_000 {
      tracker.update {
        $0.value = value
        $0.tags.append(String(value - 1))
      }
    }
    token.cancel()
    continuation.finish()
    let (count, mismatches) = await reader.value
    #expect(count == 2_000)
    #expect(mismatches == 0)
    #expect(tracker.state.tags.count == 2_000)
  }

  @Test func aViewsRecordsHoldTheRootsStateOnlyWhileTheyAreKept() throws {
    let locker = Locker()
    let inner = try locker.tracker.scope(\.inner)
    let row = try locker.tracker.scope(row: 1, in: \.items)
    var keptInner: [ChangeRecord<Counter>] = []
    var keptRow: [ChangeRecord<ChecklistItem>] = []
    var innerValues: [Int] = []
    let innerToken = inner.observe { record in
      innerValues.append(record.snapshot.value)
      if record.snapshot.value == 2 {
        keptInner.append(record)
      }
    }
    let rowToken = row.observe { record in
      if record.snapshot.title == "kept" {
        keptRow.append(record)
      }
    }
    defer {
      innerToken.cancel()
      rowToken.cancel()
    }
    for value in 1...3 {
      inner.set(\.value, to: value)
    }
    row.set(\.title, to: "kept")
    row.set(\.title, to: "dropped")
    #expect(innerValues == [1, 2, 3])
    #expect(locker.first != nil)
    // The records kept hold the state they were made with, the first keepsake in it.
    locker.tracker.set(\.keepsake, to: Keepsake("second"))
    #expect(locker.first != nil)
    #expect(keptInner.map(\.snapshot.value) == [2])
    #expect(keptRow.map(\.snapshot.title) == ["kept"])
    keptInner.removeAll()
    #expect(locker.first != nil)
    keptRow.removeAll()
    #expect(locker.first == nil)
    #expect(locker.tracker.state.inner.value == 3)
    #expect(locker.tracker.state.items[1].title == "dropped")
  }

  @Test func aViewsRecordsHandedToAnotherTaskKeepTheirSnapshots() async throws {
    let tracker = StateTracker(LockerState(keepsake: Keepsake("shared")))
    let inner = try tracker.scope(\.inner)
    let (stream, continuation) = AsyncStream.makeStream(of: ChangeRecord<Counter>.self)
    let reader = Self.read(stream) { $0.label == String($0.value) }
    let token = inner.observe([.label]) { record in
      continuation.yield(record)
    }
    for value in 1...1_000 {
      inner.update {
        $0.value = value
        $0.label = String(value)
      }
      inner.set(\.ping, to: value)
    }
    token.cancel()
    continuation.finish()
    let (count, mismatches) = await reader.value
    #expect(count == 1_000)
    #expect(mismatches == 0)
  }

  /// Reads the records of `stream` in another task: how many came, and how many of their
  /// snapshots `isRight` refused.
  static func read(
    _ stream: AsyncStream<ChangeRecord<Counter>>,
    checking isRight: @escaping @Sendable (Counter) -> Bool
  ) -> Task<(count: Int, mismatches: Int), Never> {
    Task.detached {
      var count = 0
      var mismatches = 0
      for await record in stream {
        count += 1
        if !isRight(record.snapshot) {
          mismatches += 1
        }
      }
      return (count, mismatches)
    }
  }
}
