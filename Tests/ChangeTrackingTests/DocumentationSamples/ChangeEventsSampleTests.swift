import ArticleSampleChecks
import ChangeTracking
import TestSupport
import Testing

// The sample of StateTracker.changeEvents' documentation comment, word for word, so that it
// compiles and runs.

/// The list the sample updates, from another task: it keeps the row changes it is given.
private struct RowList: Sendable {
  let applied = Collected<RowChanges?>()

  func apply(_ rows: RowChanges?) async {
    await applied.append(rows)
  }
}

@MainActor
@Suite struct ChangeEventsSampleTests {
  @Test func everySwiftSampleIsMirroredHere() throws {
    try ArticleSamples.expectEachDocumentationSample(
      of: "Sources/ChangeTracking/Delivery/StateTracker+ChangeEvents.swift", in: #filePath)
  }

  @Test func sampleAppliesEachRowChangeInAnotherTask() async throws {
    let tracker = StateTracker(ChecklistState.numbered(3))
    let list = RowList()

    let events = tracker.changeEvents
    Task.detached {
      for await event in events where event.change == .items {
        await list.apply(event.rowChanges)
      }
    }

    tracker.title = "Not a row"
    try tracker.edit(\.items, at: 1) { $0.isDone = true }
    try tracker.edit(\.items) { (items) throws(RowEditError) in _ = try items.remove(at: 0) }
    await list.applied.wait(forCount: 2)
    #expect(
      await list.applied.elements == [
        [.updated(offset: 1, id: RowID(1))], [.removed(offset: 0, id: RowID(0))],
      ])
  }
}
