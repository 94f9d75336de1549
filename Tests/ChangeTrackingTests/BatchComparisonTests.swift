import ChangeTracking
import Foundation
import TestSupport
import Testing

/// A batch ends by comparing the declared properties with the state before it, once its closure
/// has returned and its exclusive access has ended: the properties' `==` may read the tracker,
/// and a write from one (another batch included) is an ordinary write.
@Suite struct BatchComparisonTests {
  @Test func aComparisonAtABatchsEndReadsTheTracker() async {
    // In a process of its own: `Probe.onCompare` is shared by every test of this process.
    await #expect(processExitsWith: .success) {
      let tracker = StateTracker(ProbeState())
      var reads: [Int] = []
      Probe.onCompare = { reads.append(tracker.state.count) }
      var changes: [ProbeState.Change] = []
      let token = tracker.observe { changes.append($0.change) }
      tracker.update { state in
        state.probe = Probe(value: 1)
        state.count = 2
      }
      precondition(reads == [2], "the comparison read \(reads)")
      precondition(changes == [.probe, .count], "the batch reported \(changes)")
      withExtendedLifetime(token) {}
    }
  }

  @Test func aWriteFromAComparisonAtABatchsEndIsAnOrdinaryWrite() async {
    // In a process of its own: `Probe.onCompare` is shared by every test of this process.
    await #expect(processExitsWith: .success) {
      let tracker = StateTracker(ProbeState())
      var writes = 0
      Probe.onCompare = {
        if writes == 0 {
          writes += 1
          tracker.set(\.count, to: 9)
        }
      }
      var records: [String] = []
      let token = tracker.observe {
        records.append("\($0.change) #\($0.sequence) \($0.snapshot.count)")
      }
      tracker.update { $0.probe = Probe(value: 1) }
      precondition(tracker.state.count == 9, "the write was not stored")
      // The write is reported at once; the batch, compared with the state before it, then
      // reports `count` too.
      precondition(
        records == ["count #1 9", "probe #2 9", "count #3 9"], "the records were \(records)")
      withExtendedLifetime(token) {}
    }
  }

  @Test func aBatchFromAComparisonAtABatchsEndIsMade() async {
    await #expect(processExitsWith: .success) {
      let tracker = StateTracker(ProbeState())
      var batches = 0
      Probe.onCompare = {
        if batches == 0 {
          batches += 1
          tracker.update { $0.count = 2 }
        }
      }
      tracker.update { state in
        state.probe = Probe(value: 1)
        state.count = 1
      }
      precondition(tracker.state.count == 2, "the inner batch was not stored")
      precondition(tracker.state.probe == Probe(value: 1), "the outer batch was not stored")
    }
  }
}
