import ArticleSampleChecks
import ChangeTracking
import Testing

// The sample of StateTracker.changeEvents' documentation comment, word for word, so that it
// compiles and runs.

/// The list the sample updates, from another task: it keeps the row changes it is given.
private actor RowList {
  private(set) var applied: [RowChanges?] = []
  private var waiter: (count: Int, continuation: CheckedContinuation<Void, Never>)?

  func apply(_ rows: RowChanges?) {
    applied.append(rows)
    if let waiter, applied.count >= waiter.count {
      self.waiter = nil
      waiter.continuation.resume()
    }
  }

  /// Returns once `count` row changes have been applied.
  func waitUntilApplied(_ count: Int) async {
    guard applied.count < count else {
      return
    }
    await withCheckedContinuation { waiter = (count, $0) }
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
    await list.waitUntilApplied(2)
    #expect(
      await list.applied == [
        [.updated(offset: 1, id: RowID(1))], [.removed(offset: 0, id: RowID(0))],
      ])
  }
}
