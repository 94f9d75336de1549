import ChangeTracking
import Foundation
import TestSupport
import Testing

/// A batch that wrote in place ends by comparing each property it wrote with the value it
/// replaced, which its image keeps and destroys once compared: the properties' `==` may read the
/// tracker, and a write from one (another batch included) stops the program with a message that
/// names the comparison, where it would change the state being compared or settle the same
/// values twice.
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

  @Test func aWriteFromAComparisonAtABatchsEndStopsTheProgram() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let tracker = StateTracker(ProbeState())
      Probe.onCompare = { tracker.set(\.count, to: 9) }
      tracker.update { $0.probe = Probe(value: 1) }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "Overlapping accesses to the state of StateTracker<ProbeState>: a write was made while "
          + "the comparison that ends a batch (`update`) (a property's `==` or `isEqual`) was "
          + "running."))
    #expect(message.contains("compare without writing: `==` and `isEqual` only read"))
  }

  @Test func aBatchFromAComparisonAtABatchsEndStopsTheProgram() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let tracker = StateTracker(ProbeState())
      Probe.onCompare = { tracker.update { $0.probe = Probe(value: 2) } }
      tracker.update { state in
        state.probe = Probe(value: 1)
        state.count = 1
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("a batch was made while the comparison that ends a batch"))
  }
}
