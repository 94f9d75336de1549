import ChangeTracking
import Testing

/// What a record waiting in a stream costs, as "The buffering rule" states it: it keeps its
/// snapshot, so each in-place edit of an array made while it waits copies the whole array. The
/// copies are counted by the array buffers the records hold, never timed.
@MainActor
@Suite struct StreamBufferCostTests {
  /// The address of the buffer that holds `items`' elements.
  private func buffer(of items: [ChecklistItem]) -> UnsafeRawPointer? {
    items.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
  }

  @Test func withoutAStreamAnEditOfARowWritesInPlace() throws {
    let tracker = StateTracker(ChecklistState.numbered(1_000))
    let before = buffer(of: tracker.items)
    for offset in 0..<5 {
      try tracker.edit(\.items, at: offset) { $0.isDone = true }
    }
    #expect(buffer(of: tracker.items) == before)
  }

  @Test func eachWaitingRecordHoldsItsOwnCopyOfAnArrayEditedAfterIt() async throws {
    let tracker = StateTracker(ChecklistState.numbered(1_000))
    let changes = tracker.changes
    for offset in 0..<5 {
      try tracker.edit(\.items, at: offset) { $0.isDone = true }
    }
    var buffers: Set<UnsafeRawPointer?> = [buffer(of: tracker.items)]
    var iterator = changes.makeAsyncIterator()
    for _ in 0..<5 {
      let record = await iterator.next()
      buffers.insert(record.map { buffer(of: $0.snapshot.items) } ?? nil)
    }
    // The first edit wrote in place (no record waited yet); each of the four after it was made
    // while a record waited, and copied the whole array of 1,000 elements. The last record
    // shares its array with the tracker until the next edit.
    #expect(buffers.count == 5)
    #expect(!buffers.contains(nil))
  }

  @Test func waitingEventsKeepNoSnapshotSoAnEditWritesInPlace() async throws {
    let tracker = StateTracker(ChecklistState.numbered(1_000))
    let events = tracker.changeEvents
    let before = buffer(of: tracker.items)
    for offset in 0..<5 {
      try tracker.edit(\.items, at: offset) { $0.isDone = true }
    }
    #expect(buffer(of: tracker.items) == before)
    var iterator = events.makeAsyncIterator()
    var received: [ChangeEvent<ChecklistState.Change>] = []
    for _ in 0..<5 {
      if let event = await iterator.next() {
        received.append(event)
      }
    }
    #expect(
      received
        == (0..<5).map {
          ChangeEvent(
            change: .items, sequence: $0 + 1,
            rowChanges: [.updated(offset: $0, id: RowID($0))])
        })
  }
}
