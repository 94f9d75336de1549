import ChangeTracking
import Foundation
import TestSupport
import Testing

/// An undo, a redo or a rollback compares the state with a snapshot the history keeps, read in
/// place: the properties' `==` may read the tracker, and a write from one stops the program with
/// a message that names the comparison, where it would change the snapshot being read.
@Suite struct UndoComparisonTests {
  @Test func aComparisonReadsTheTrackerDuringAnUndoARedoAndARollback() throws {
    let tracker = StateTracker(ProbeState(), historyCapacity: 10)
    let start = tracker.checkpoint()
    tracker.set(\.probe, to: Probe(value: 1))
    tracker.set(\.count, to: 2)
    var readCounts: [Int] = []
    Probe.onCompare = { readCounts.append(tracker.state.count) }
    defer { Probe.onCompare = nil }
    #expect(tracker.undo())
    #expect(tracker.redo())
    try tracker.rollback(to: start)
    Probe.onCompare = nil
    #expect(!readCounts.isEmpty)
    #expect(tracker.state == ProbeState())
  }

  @Test func aWriteFromAComparisonDuringAnUndoStopsTheProgram() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let tracker = StateTracker(ProbeState(), historyCapacity: 10)
      tracker.set(\.probe, to: Probe(value: 1))
      Probe.onCompare = { tracker.set(\.count, to: 9) }
      tracker.undo()
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "Overlapping accesses to the state of StateTracker<ProbeState>: a write was made while "
          + "the comparison of an undo, a redo or a rollback (a property's `==` or `isEqual`) "
          + "was running."))
    #expect(message.contains("compare without writing: `==` and `isEqual` only read"))
  }

  /// A state whose history restores snapshots by copy (a custom mirror) compares them the same
  /// way, and stops the same way.
  @Test func aWriteFromAComparisonDuringARollbackOfACopiedSnapshotStopsTheProgram() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let tracker = StateTracker(MirroredProbeState(), historyCapacity: 10)
      let start = tracker.checkpoint()
      tracker.set(\.probe, to: Probe(value: 1))
      Probe.onCompare = { tracker.set(\.count, to: 9) }
      try? tracker.rollback(to: start)
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "Overlapping accesses to the state of StateTracker<MirroredProbeState>: a write was made "
          + "while the comparison of an undo, a redo or a rollback"))
  }

  @Test func anUndoFromAComparisonDuringARollbackStopsTheProgram() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let tracker = StateTracker(ProbeState(), historyCapacity: 10)
      let start = tracker.checkpoint()
      tracker.set(\.probe, to: Probe(value: 1))
      Probe.onCompare = { tracker.undo() }
      try? tracker.rollback(to: start)
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "an undo was made while the comparison of an undo, a redo or a rollback"))
  }

  @Test func aTransactionThatThrowsFromAComparisonStopsTheProgram() async {
    struct Refused: Error {}
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let tracker = StateTracker(ProbeState(), historyCapacity: 10)
      tracker.set(\.probe, to: Probe(value: 1))
      Probe.onCompare = {
        try? tracker.transaction { () throws(Refused) in throw Refused() }
      }
      tracker.undo()
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "the restore of a transaction that threw was made while the comparison of an undo"))
  }
}
