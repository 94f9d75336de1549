import ChangeTracking
import Testing

@Suite struct ReentrancyTests {
  @Test func writeFromAnObserverIsStoredAtOnceAndDeliveredAfterTheCurrentRecord() {
    let tracker = StateTracker(Counter())
    var first: [String] = []
    var second: [String] = []
    var valueSeenByWriter = -1
    let writer = tracker.observe([.value]) { record in
      first.append("\(record.change)#\(record.sequence)")
      if record.snapshot.value == 1 {
        tracker.set(\.label, to: "written back")
        valueSeenByWriter = tracker.value
      }
    }
    let reader = tracker.observe { record in
      second.append("\(record.change)#\(record.sequence)")
    }
    tracker.set(\.value, to: 1)
    #expect(first == ["value#1"])
    #expect(second == ["value#1", "label#2"])
    #expect(valueSeenByWriter == 1)
    #expect(tracker.label == "written back")
    _ = (writer, reader)
  }

  @Test func everyObserverSeesOneGlobalOrder() {
    let tracker = StateTracker(Counter())
    var orders: [[Int]] = [[], [], []]
    let tokens = (0..<3).map { index in
      tracker.observe { record in
        orders[index].append(record.sequence)
        if index == 0, record.snapshot.value < 3 {
          tracker.set(\.value, to: record.snapshot.value + 1)
        }
        if index == 2, record.change == .value, record.snapshot.value == 1 {
          tracker.set(\.label, to: "from observer 2")
        }
      }
    }
    tracker.set(\.value, to: 1)
    #expect(orders[0] == [1, 2, 3, 4])
    #expect(orders[1] == orders[0])
    #expect(orders[2] == orders[0])
    #expect(tokens.count == 3)
  }

  @Test func queuedRecordsKeepTheSnapshotOfTheirOwnWrite() {
    let tracker = StateTracker(Counter())
    let log = RecordLog(tracker)
    let chain = tracker.observe([.value]) { record in
      if record.snapshot.value < 3 {
        tracker.set(\.value, to: record.snapshot.value + 1)
      }
    }
    tracker.set(\.value, to: 1)
    #expect(log.snapshots.map(\.value) == [1, 2, 3])
    _ = chain
  }

  @Test func writeFromOnChangeIsQueuedToo() {
    let tracker = StateTracker(Counter())
    var changes: [Counter.Change] = []
    tracker.onChange = { [unowned tracker] change in
      changes.append(change)
      if change == .value {
        tracker.set(\.label, to: "echo")
      }
    }
    tracker.set(\.value, to: 1)
    #expect(changes == [.value, .label])
  }

  @Test func batchFromAnObserverIsDeliveredAfterTheRestOfTheBatchInProgress() {
    let tracker = StateTracker(Counter())
    let log = RecordLog(tracker)
    let writer = tracker.observe([.value]) { _ in
      tracker.update { $0.tags = ["late"] }
    }
    tracker.update {
      $0.value = 1
      $0.label = "a"
    }
    #expect(log.changes == [.value, .label, .tags])
    #expect(log.sequences == [1, 2, 3])
    _ = writer
  }

  @Test func chainOfOneHundredThousandWritesDoesNotGrowTheStack() {
    let tracker = StateTracker(Counter())
    var delivered = 0
    // The first record is handed out by the write itself, every later one by the same loop:
    // from the second on, each observer call must start at the same stack depth.
    var depths: Set<UInt> = []
    let chain = tracker.observe { record in
      var marker = 0
      let depth = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
      delivered += 1
      if delivered > 1 { depths.insert(depth) }
      if record.snapshot.value < 100_000 {
        tracker.set(\.value, to: record.snapshot.value + 1)
      }
    }
    tracker.set(\.value, to: 1)
    #expect(delivered == 100_000)
    #expect(tracker.value == 100_000)
    #expect(depths.count == 1)
    _ = chain
  }

  @Test func observerAddedDuringDeliverySeesOnlyLaterWrites() {
    let tracker = StateTracker(Counter())
    var late: [Int] = []
    var lateToken: ObservationToken?
    let adder = tracker.observe([.value]) { record in
      guard lateToken == nil else { return }
      tracker.set(\.label, to: "queued before")
      lateToken = tracker.observe { late.append($0.sequence) }
    }
    tracker.set(\.value, to: 1)
    tracker.set(\.tags, to: ["after"])
    #expect(late == [3])
    _ = adder
  }

  @Test func observerCancelledDuringDeliveryReceivesNothingMore() {
    let tracker = StateTracker(Counter())
    var victimCalls = 0
    var victim: ObservationToken?
    let killer = tracker.observe { _ in victim?.cancel() }
    victim = tracker.observe { _ in victimCalls += 1 }
    tracker.set(\.value, to: 1)
    tracker.set(\.value, to: 2)
    #expect(victimCalls == 0)
    #expect(tracker.observerCount == 1)
    _ = killer
  }

  @Test func observerCancellingItselfDuringDeliveryStops() {
    let tracker = StateTracker(Counter())
    var calls = 0
    var token: ObservationToken?
    token = tracker.observe { _ in
      calls += 1
      token?.cancel()
    }
    let other = RecordLog(tracker)
    tracker.set(\.value, to: 1)
    tracker.set(\.value, to: 2)
    #expect(calls == 1)
    #expect(other.changes == [.value, .value])
  }
}
