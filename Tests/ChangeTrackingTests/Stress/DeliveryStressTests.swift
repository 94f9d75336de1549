import ChangeTracking
import Testing

/// Delivery under load: many writes, many observers, observers that come and go or write back.
@Suite struct DeliveryStressTests {
  @Test func millionWritesReachTenObserversExactlyOnceInGlobalOrder() {
    let tracker = StateTracker(Counter())
    let probes = (0..<9).map { _ in SequenceProbe(tracker) }
    var checked = 0
    var snapshotsOutOfStep = 0
    let snapshotCheck = tracker.observe { record in
      checked += 1
      if record.snapshot.value != record.sequence {
        snapshotsOutOfStep += 1
      }
    }

    for value in 1...1_000_000 {
      tracker.set(\.value, to: value)
    }

    for probe in probes {
      #expect(probe.receivedExactly(1...1_000_000))
    }
    #expect(checked == 1_000_000)
    #expect(snapshotsOutOfStep == 0)
    #expect(tracker.value == 1_000_000)
    withExtendedLifetime(snapshotCheck) {}
  }

  @Test func observersAddedAndCancelledDuringDeliveryEachSeeAnUnbrokenRun() {
    let tracker = StateTracker(Counter())
    // The observers below reach the tracker unowned: the tracker keeps them, and its cancelled
    // observers until enough of them are cancelled, so a strong capture would be a cycle.
    unowned let observed = tracker
    let all = SequenceProbe(tracker)
    // Every write below changes its property, so the number of writes made so far is the
    // sequence number of the latest record, even while some of those records wait in the queue.
    var writes = 0
    var probes: [(probe: SequenceProbe<Counter>, registeredAfter: Int)] = []
    var live: [Int] = []
    func addProbe() {
      live.append(probes.count)
      probes.append((SequenceProbe(observed), writes))
    }
    // Registered early: adds a probe at every other record, sometimes behind a write of its own
    // that is still waiting to be delivered.
    let adder = tracker.observe { record in
      if record.sequence % 7 == 0 {
        writes += 1
        observed.set(\.label, to: "written back at \(record.sequence)")
      }
      if record.sequence % 2 == 0 {
        addProbe()
      }
    }
    for _ in 0..<5 {
      addProbe()
    }
    // Registered after the first probes: cancels the oldest live probe, which has already
    // received the record being delivered when it is one of those, and has not otherwise.
    let canceller = tracker.observe { record in
      if record.sequence % 3 == 0, !live.isEmpty {
        probes[live.removeFirst()].probe.cancel()
      }
    }

    for value in 1...3_000 {
      writes += 1
      tracker.set(\.value, to: value)
    }

    #expect(writes > 3_000)
    #expect(all.receivedExactly(1...writes))
    for (probe, registeredAfter) in probes where probe.received > 0 {
      #expect(probe.receivedExactly((registeredAfter + 1)...probe.last))
    }
    for index in live {
      #expect(probes[index].probe.received == writes - probes[index].registeredAfter)
    }
    #expect(probes.count > 1_500)
    #expect(live.count < probes.count / 2)
    #expect(tracker.observerCount == 3 + live.count)
    withExtendedLifetime((adder, canceller)) {}
  }

  @Test func severalObserversWritingBackToOneRecordShareOneGlobalOrder() {
    let tracker = StateTracker(Counter())
    let limit = 10_000
    // Four observers write back on each record of `value`: the next value, then a label, a tag
    // and a ping, all queued behind the record being delivered.
    var writers: [ObservationToken] = []
    writers.append(
      tracker.observe([.value]) { record in
        if record.snapshot.value < limit {
          tracker.set(\.value, to: record.snapshot.value + 1)
        }
      })
    var labelsOutOfStep = 0
    writers.append(
      tracker.observe([.value, .label]) { record in
        switch record.change {
        case .value where record.snapshot.value < limit:
          tracker.set(\.label, to: "after \(record.snapshot.value)")
        case .label where !record.snapshot.label.hasPrefix("after "):
          labelsOutOfStep += 1
        default:
          break
        }
      })
    writers.append(
      tracker.observe([.value]) { record in
        if record.snapshot.value < limit {
          tracker.update { $0.tags.append("\(record.snapshot.value)") }
        }
      })
    writers.append(
      tracker.observe([.value]) { record in
        if record.snapshot.value < limit {
          tracker.set(\.ping, to: 0)
        }
      })
    var orders: [[Int]] = [[], [], []]
    let readers = (0..<3).map { index in
      tracker.observe { record in orders[index].append(record.sequence) }
    }

    tracker.set(\.value, to: 1)

    let total = limit + 3 * (limit - 1)
    #expect(orders[0] == Array(1...total))
    #expect(orders[1] == orders[0])
    #expect(orders[2] == orders[0])
    #expect(tracker.value == limit)
    #expect(tracker.tags == (1..<limit).map { "\($0)" })
    #expect(tracker.label == "after \(limit - 1)")
    #expect(labelsOutOfStep == 0)
    withExtendedLifetime((writers, readers)) {}
  }
}
