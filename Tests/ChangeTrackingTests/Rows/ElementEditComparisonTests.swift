import ChangeTracking
import Foundation
import TestSupport
import Testing

/// An element edit compares the edited copy with the element where it lies in the array: the
/// element's `==` may read the tracker, and a write from it stops the program with a message
/// that names the edit, where it would change or free the element being read.
@Suite struct ElementEditComparisonTests {
  @Test func aComparisonThatReadsTheTrackerLetsTheEditThrough() async {
    // In a process of its own: the hook is shared by every probe.
    await #expect(processExitsWith: .success) {
      let tracker = StateTracker(ProbeListState())
      var changes: [ProbeListState.Change] = []
      let token = tracker.observe { changes.append($0.change) }
      var reads: [Int] = []
      Probe.onCompare = { reads.append(tracker.probes.count) }
      try tracker.edit(\.probes, at: 1) { $0.value = 7 }
      try tracker.edit(\.probes, at: 1) { $0.value = 7 }
      Probe.onCompare = nil
      withExtendedLifetime(token) {}
      if reads != [2, 2] || changes != [.probes] || tracker.probes[1].value != 7 {
        exit(1)
      }
    }
  }

  @Test func aWriteFromTheElementsComparisonStopsTheProgram() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let tracker = StateTracker(ProbeListState())
      Probe.onCompare = { tracker.set(\.probes, to: []) }
      try? tracker.edit(\.probes, at: 0) { $0.value = 1 }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "Overlapping accesses to the state of StateTracker<ProbeListState>: a write was made "
          + "while an edit of `\\ProbeListState.probes` was running."))
  }
}
