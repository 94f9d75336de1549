import ChangeTracking
import Observation
import Testing

/// One element changed through `edit(_:at:_:)` and `edit(_:id:_:)`: what they store, report,
/// keep in the history and refuse, as `RowEditor.update(at:_:)` would.
@Suite struct ElementEditTests {
  @Test func anElementWrittenIsReportedOnceAsThatRow() throws {
    let tracker = StateTracker(ChecklistState.numbered(5))
    let log = RecordLog(tracker)
    let returned = try tracker.edit(\.items, at: 3) { item in
      item.isDone.toggle()
      return item.title
    }
    #expect(returned == "item 3")
    #expect(tracker.items[3].isDone)
    #expect(log.records.map(\.change) == [.items])
    #expect(log.records.first?.rowChanges == [.updated(offset: 3, id: RowID(3))])
    #expect(log.records.first?.snapshot == tracker.state)
  }

  @Test func anElementLeftEqualIsNotReported() throws {
    let tracker = StateTracker(ChecklistState.numbered(3), historyCapacity: 5)
    let log = RecordLog(tracker)
    try tracker.edit(\.items, at: 1) { $0.title = "item 1" }
    #expect(log.records.isEmpty)
    #expect(!tracker.canUndo)
  }

  @Test func aTrackerReportingEveryWriteReportsAnElementLeftEqual() throws {
    let tracker = StateTracker(ChecklistState.numbered(3), reporting: .everyWrite)
    let log = RecordLog(tracker)
    try tracker.edit(\.items, at: 1) { $0.title = "item 1" }
    #expect(log.records.map(\.rowChanges) == [[.updated(offset: 1, id: RowID(1))]])
  }

  @Test(arguments: [-1, 3, Int.max])
  func anOffsetOutOfRangeThrowsBeforeTheClosureRuns(offset: Int) {
    let tracker = StateTracker(ChecklistState.numbered(3), historyCapacity: 5)
    let log = RecordLog(tracker)
    var ran = false
    #expect(throws: RowEditError.offsetOutOfRange(offset: offset, count: 3)) {
      try tracker.edit(\.items, at: offset) { _ in ran = true }
    }
    #expect(!ran)
    #expect(tracker.state == .numbered(3))
    #expect(log.records.isEmpty)
    #expect(!tracker.canUndo)
  }

  @Test func anUnknownIDThrowsAndChangesNothing() {
    let tracker = StateTracker(ChecklistState.numbered(3))
    let log = RecordLog(tracker)
    #expect(throws: RowEditError.unknownID(RowID(9))) {
      try tracker.edit(\.items, id: 9) { $0.isDone = true }
    }
    #expect(tracker.state == .numbered(3))
    #expect(log.records.isEmpty)
  }

  @Test func editingByIDFindsTheElement() throws {
    let tracker = StateTracker(ChecklistState.numbered(4))
    let log = RecordLog(tracker)
    try tracker.edit(\.items, id: 2) { $0.title = "two" }
    #expect(tracker.items.map(\.title) == ["item 0", "item 1", "two", "item 3"])
    #expect(log.records.first?.rowChanges == [.updated(offset: 2, id: RowID(2))])
  }

  @Test func undoAndRedoRestoreTheElementAndReportItsRow() throws {
    let tracker = StateTracker(ChecklistState.numbered(4), historyCapacity: 10)
    try tracker.edit(\.items, at: 2) { $0.isDone = true }
    try tracker.edit(\.items, at: 0) { $0.title = "first" }
    let edited = tracker.state
    let log = RecordLog(tracker)
    #expect(tracker.undo())
    #expect(tracker.undo())
    #expect(tracker.state == .numbered(4))
    #expect(tracker.redo())
    #expect(tracker.redo())
    #expect(tracker.state == edited)
    #expect(
      log.records.map(\.rowChanges) == [
        [.updated(offset: 0, id: RowID(0))], [.updated(offset: 2, id: RowID(2))],
        [.updated(offset: 2, id: RowID(2))], [.updated(offset: 0, id: RowID(0))],
      ])
  }

  @Test func aTransactionOfElementEditsIsOneUndoStep() throws {
    let tracker = StateTracker(ChecklistState.numbered(4), historyCapacity: 10)
    try tracker.transaction { () throws(RowEditError) in
      try tracker.edit(\.items, at: 1) { $0.isDone = true }
      try tracker.edit(\.items, at: 3) { $0.isDone = true }
    }
    #expect(tracker.items.map(\.isDone) == [false, true, false, true])
    #expect(tracker.undo())
    #expect(tracker.state == .numbered(4))
    #expect(!tracker.canUndo)
  }

  @Test func aRecordKeptPastTheEditKeepsItsSnapshot() throws {
    let tracker = StateTracker(ChecklistState.numbered(3))
    let log = RecordLog(tracker)
    try tracker.edit(\.items, at: 0) { $0.isDone = true }
    try tracker.edit(\.items, at: 1) { $0.isDone = true }
    #expect(log.records[0].snapshot.items.map(\.isDone) == [true, false, false])
    #expect(log.records[1].snapshot.items.map(\.isDone) == [true, true, false])
  }

  @Test func anArrayNotDeclaredRowByRowIsReportedWithoutRowChanges() throws {
    let tracker = StateTracker(NoteState(tags: ["a", "b"]))
    let log = RecordLog(tracker)
    try tracker.edit(\.tags, at: 1) { $0 = "B" }
    try tracker.edit(\.tags, at: 0) { $0 = "a" }
    #expect(tracker.tags == ["a", "B"])
    #expect(log.records.map(\.change) == [.tags])
    #expect(log.records.map(\.rowChanges) == [nil])
  }

  @Test func anArrayReachedThroughAComputedPropertyIsEditedToo() throws {
    let tracker = StateTracker(NoteState(tags: ["a", "b"]))
    let log = RecordLog(tracker)
    try tracker.edit(\.tagsThroughAccessors, at: 0) { $0 = "A" }
    #expect(tracker.tags == ["A", "b"])
    #expect(log.records.map(\.change) == [.tags])
    #expect(throws: RowEditError.offsetOutOfRange(offset: 2, count: 2)) {
      try tracker.edit(\.tagsThroughAccessors, at: 2) { $0 = "C" }
    }
  }

  @Test func aTrackerReportingEveryWriteReportsAnEqualElementOfAnyArray() throws {
    let tracker = StateTracker(NoteState(tags: ["a"]), reporting: .everyWrite)
    let log = RecordLog(tracker)
    try tracker.edit(\.tags, at: 0) { $0 = "a" }
    tracker.edit(\.tags) { $0[0] = "a" }
    #expect(log.records.map(\.change) == [.tags, .tags])
  }

  @Test func aRowTrackerSeesItsElementEditedThroughTheParent() throws {
    let board = StateTracker(BoardState())
    let row = try board.scope(row: 1, in: \.rows)
    let rowLog = RecordLog(row)
    try board.edit(\.rows, at: 1) { $0.title = "renamed" }
    try board.edit(\.rows, at: 2) { $0.title = "elsewhere" }
    #expect(row.title == "renamed")
    #expect(rowLog.records.map(\.change) == [.title])
  }

  @Test @MainActor func anElementEditInvalidatesReadersOfTheArrayOnly() throws {
    let tracker = StateTracker(ChecklistState.numbered(3))
    tracker.enableObservation()
    let itemsReaders = InvalidationCounter()
    let titleReaders = InvalidationCounter()
    _ = withObservationTracking {
      tracker.items
    } onChange: {
      itemsReaders.increment()
    }
    _ = withObservationTracking {
      tracker.title
    } onChange: {
      titleReaders.increment()
    }
    try tracker.edit(\.items, at: 1) { $0.isDone = true }
    #expect(itemsReaders.count == 1)
    #expect(titleReaders.count == 0)
  }

  @Test func anEditDoesNotCopyTheArrayWhenNoRecordIsKept() throws {
    let tracker = StateTracker(ChecklistState.numbered(100), historyCapacity: 10)
    var heard = 0
    let token = tracker.observe { heard += $0.rowChanges?.count ?? 0 }
    defer { token.cancel() }
    let before = tracker.items.withUnsafeBufferPointer { $0.baseAddress }
    try tracker.edit(\.items, at: 40) { $0.isDone = true }
    try tracker.edit(\.items, at: 41) { $0.isDone = true }
    let after = tracker.items.withUnsafeBufferPointer { $0.baseAddress }
    #expect(before == after)
    #expect(heard == 2)
  }
}

extension NoteState {
  /// The tags, through accessors: a key path with no stored offset.
  fileprivate var tagsThroughAccessors: [String] {
    get { tags }
    set { tags = newValue }
  }
}
