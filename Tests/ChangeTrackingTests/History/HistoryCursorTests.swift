import Testing

@testable import ChangeTracking

@Suite struct HistoryCursorTests {
  /// Undoes until nothing is left, and returns the slots given.
  private func undoAll(_ cursor: inout HistoryCursor) -> [Int] {
    var slots: [Int] = []
    while let slot = cursor.undo() {
      slots.append(slot)
    }
    return slots
  }

  /// Redoes until nothing is left, and returns the slots given.
  private func redoAll(_ cursor: inout HistoryCursor) -> [Int] {
    var slots: [Int] = []
    while let slot = cursor.redo() {
      slots.append(slot)
    }
    return slots
  }

  @Test func startsWithOneSnapshotAndNothingToUndoOrRedo() {
    let cursor = HistoryCursor(capacity: 3)
    #expect(cursor.current == 0 && cursor.oldest == 0 && cursor.newest == 0)
    #expect(!cursor.canUndo)
    #expect(!cursor.canRedo)
  }

  @Test func recordingFillsSlotsInOrderThenWrapsAround() {
    var cursor = HistoryCursor(capacity: 3)
    let slots = (1...6).map { _ in cursor.recordStep() }
    #expect(slots == [1, 2, 3, 0, 1, 2])
    #expect(cursor.oldest == 3)
    #expect(cursor.current == 6)
  }

  @Test func fullHistoryDropsOnlyTheOldestStep() {
    var cursor = HistoryCursor(capacity: 2)
    for _ in 1...5 {
      _ = cursor.recordStep()
    }
    #expect(undoAll(&cursor) == [1, 0])
    #expect(cursor.current == 3)
  }

  @Test func undoAndRedoMoveOneSlotAtATime() {
    var cursor = HistoryCursor(capacity: 5)
    _ = cursor.recordStep()
    _ = cursor.recordStep()
    #expect(undoAll(&cursor) == [1, 0])
    #expect(redoAll(&cursor) == [1, 2])
  }

  @Test func recordingAfterUndoDiscardsTheRedoSteps() {
    var cursor = HistoryCursor(capacity: 5)
    _ = cursor.recordStep()
    _ = cursor.recordStep()
    _ = undoAll(&cursor)
    let slot = cursor.recordStep()
    #expect(slot == 1)
    #expect(!cursor.canRedo)
    #expect(cursor.newest == 1)
  }

  @Test func checkpointIsFoundUntilItsSnapshotIsReplaced() {
    var cursor = HistoryCursor(capacity: 5)
    _ = cursor.recordStep()
    let mark = cursor.checkpoint()
    #expect(
      cursor.lookUp(position: mark.position, stamp: mark.stamp, slot: mark.slot) == .success(1))
    _ = cursor.undo()
    #expect(
      cursor.lookUp(position: mark.position, stamp: mark.stamp, slot: mark.slot) == .success(1))
    _ = cursor.recordStep()
    #expect(
      cursor.lookUp(position: mark.position, stamp: mark.stamp, slot: mark.slot)
        == .failure(.unknownCheckpoint))
  }

  @Test func checkpointOlderThanTheOldestStepIsEvicted() {
    var cursor = HistoryCursor(capacity: 2)
    let mark = cursor.checkpoint()
    for _ in 1...3 {
      _ = cursor.recordStep()
    }
    #expect(
      cursor.lookUp(position: mark.position, stamp: mark.stamp, slot: mark.slot)
        == .failure(.evictedCheckpoint))
  }

  @Test func checkpointOfAClearedHistoryIsDiscarded() {
    var cursor = HistoryCursor(capacity: 2)
    let mark = cursor.checkpoint()
    cursor = cursor.cleared()
    #expect(
      cursor.lookUp(position: mark.position, stamp: mark.stamp, slot: mark.slot)
        == .failure(.unknownCheckpoint))
    #expect(cursor.checkpoint().stamp > mark.stamp)
  }

  @Test func transactionGroupsItsStepsIntoOne() {
    var cursor = HistoryCursor(capacity: 5)
    cursor.beginTransaction()
    let deferred = [cursor.recordStep(), cursor.recordStep()]
    #expect(deferred == [nil, nil])
    #expect(!cursor.canUndo)
    let end = cursor.endTransaction(succeeded: true)
    #expect(end == .record(slot: 1))
    #expect(cursor.current == 1)
  }

  @Test func nestedTransactionsRecordOnlyWhenTheOutermostEnds() {
    var cursor = HistoryCursor(capacity: 5)
    cursor.beginTransaction()
    cursor.beginTransaction()
    _ = cursor.recordStep()
    let ends = [cursor.endTransaction(succeeded: true), cursor.endTransaction(succeeded: true)]
    #expect(ends == [.nothing, .record(slot: 1)])
  }

  @Test func transactionWithoutStepsOrThatFailedRecordsNothing() {
    var cursor = HistoryCursor(capacity: 5)
    cursor.beginTransaction()
    let empty = cursor.endTransaction(succeeded: true)
    cursor.beginTransaction()
    _ = cursor.recordStep()
    let failed = cursor.endTransaction(succeeded: false)
    #expect([empty, failed] == [.nothing, .nothing])
    #expect(cursor.current == 0)
  }

  @Test func clearingDuringATransactionWaitsForItsEnd() {
    var cursor = HistoryCursor(capacity: 5)
    let now = cursor.requestClear()
    cursor.beginTransaction()
    let deferred = cursor.requestClear()
    _ = cursor.recordStep()
    let end = cursor.endTransaction(succeeded: true)
    #expect(now && !deferred)
    #expect(end == .clear)
  }

  @Test func restoredHistoryKeepsItsSnapshotsInTheFirstSlots() {
    var cursor = HistoryCursor(capacity: 3, snapshotCount: 3, current: 1, firstStamp: 10)
    #expect(cursor.canUndo && cursor.canRedo)
    #expect(redoAll(&cursor) == [2])
    let slots = [cursor.recordStep(), cursor.recordStep()]
    #expect(slots == [3, 0])
    #expect(cursor.oldest == 1)
  }
}
