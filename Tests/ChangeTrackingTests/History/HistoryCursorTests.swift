import Testing

@testable import ChangeTracking

@Suite struct HistoryCursorTests {
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
    let result1 = cursor.undo()
    #expect(result1 == 1)
    let result2 = cursor.undo()
    #expect(result2 == 0)
    let result3 = cursor.undo()
    #expect(result3 == nil)
    #expect(cursor.current == 3)
  }

  @Test func undoAndRedoMoveOneSlotAtATime() {
    var cursor = HistoryCursor(capacity: 5)
    _ = cursor.recordStep()
    _ = cursor.recordStep()
    let result4 = cursor.undo()
    #expect(result4 == 1)
    let result5 = cursor.undo()
    #expect(result5 == 0)
    let result6 = cursor.undo()
    #expect(result6 == nil)
    let result7 = cursor.redo()
    #expect(result7 == 1)
    let result8 = cursor.redo()
    #expect(result8 == 2)
    let result9 = cursor.redo()
    #expect(result9 == nil)
  }

  @Test func recordingAfterUndoDiscardsTheRedoSteps() {
    var cursor = HistoryCursor(capacity: 5)
    _ = cursor.recordStep()
    _ = cursor.recordStep()
    _ = cursor.undo()
    _ = cursor.undo()
    let result10 = cursor.recordStep()
    #expect(result10 == 1)
    #expect(!cursor.canRedo)
    #expect(cursor.newest == 1)
  }

  @Test func checkpointIsFoundUntilItsSnapshotIsReplaced() {
    var cursor = HistoryCursor(capacity: 5)
    _ = cursor.recordStep()
    let mark = cursor.checkpoint()
    #expect(cursor.lookUp(position: mark.position, stamp: mark.stamp) == .found(slot: 1))
    _ = cursor.undo()
    #expect(cursor.lookUp(position: mark.position, stamp: mark.stamp) == .found(slot: 1))
    _ = cursor.recordStep()
    #expect(cursor.lookUp(position: mark.position, stamp: mark.stamp) == .discarded)
  }

  @Test func checkpointOlderThanTheOldestStepIsEvicted() {
    var cursor = HistoryCursor(capacity: 2)
    let mark = cursor.checkpoint()
    for _ in 1...3 {
      _ = cursor.recordStep()
    }
    #expect(cursor.lookUp(position: mark.position, stamp: mark.stamp) == .evicted)
  }

  @Test func checkpointOfAClearedHistoryIsDiscarded() {
    var cursor = HistoryCursor(capacity: 2)
    let mark = cursor.checkpoint()
    cursor = cursor.cleared()
    #expect(cursor.lookUp(position: mark.position, stamp: mark.stamp) == .discarded)
    #expect(cursor.checkpoint().stamp > mark.stamp)
  }

  @Test func transactionGroupsItsStepsIntoOne() {
    var cursor = HistoryCursor(capacity: 5)
    cursor.beginTransaction()
    let result11 = cursor.recordStep()
    #expect(result11 == nil)
    let result12 = cursor.recordStep()
    #expect(result12 == nil)
    #expect(!cursor.canUndo)
    let result13 = cursor.endTransaction(succeeded: true)
    #expect(result13 == .record(slot: 1))
    #expect(cursor.current == 1)
  }

  @Test func nestedTransactionsRecordOnlyWhenTheOutermostEnds() {
    var cursor = HistoryCursor(capacity: 5)
    cursor.beginTransaction()
    cursor.beginTransaction()
    _ = cursor.recordStep()
    let result14 = cursor.endTransaction(succeeded: true)
    #expect(result14 == .nothing)
    let result15 = cursor.endTransaction(succeeded: true)
    #expect(result15 == .record(slot: 1))
  }

  @Test func transactionWithoutStepsOrThatFailedRecordsNothing() {
    var cursor = HistoryCursor(capacity: 5)
    cursor.beginTransaction()
    let result16 = cursor.endTransaction(succeeded: true)
    #expect(result16 == .nothing)
    cursor.beginTransaction()
    _ = cursor.recordStep()
    let result17 = cursor.endTransaction(succeeded: false)
    #expect(result17 == .nothing)
    #expect(cursor.current == 0)
  }

  @Test func clearingDuringATransactionWaitsForItsEnd() {
    var cursor = HistoryCursor(capacity: 5)
    let result18 = cursor.requestClear()
    #expect(result18)
    cursor.beginTransaction()
    let result19 = cursor.requestClear()
    #expect(!result19)
    _ = cursor.recordStep()
    let result20 = cursor.endTransaction(succeeded: true)
    #expect(result20 == .clear)
  }

  @Test func restoredHistoryKeepsItsSnapshotsInTheFirstSlots() {
    var cursor = HistoryCursor(capacity: 3, snapshotCount: 3, current: 1, firstStamp: 10)
    #expect(cursor.canUndo && cursor.canRedo)
    let result21 = cursor.redo()
    #expect(result21 == 2)
    let result22 = cursor.recordStep()
    #expect(result22 == 3)
    let result23 = cursor.recordStep()
    #expect(result23 == 0)
    #expect(cursor.oldest == 1)
  }
}
