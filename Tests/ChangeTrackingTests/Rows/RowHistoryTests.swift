import ChangeTracking
import Foundation
import Testing

/// Undo, redo, rollback, transactions and saved histories over arrays declared row by row.
@Suite struct RowHistoryTests {
  final class Log {
    var records: [ChangeRecord<ChecklistState>] = []
    var rowChanges: [RowChanges?] { records.map(\.rowChanges) }
  }

  func observed(
    _ state: ChecklistState = .numbered(5),
    historyCapacity: Int = 10
  ) -> (StateTracker<ChecklistState>, Log, ObservationToken) {
    let tracker = StateTracker(state, historyCapacity: historyCapacity)
    let log = Log()
    let token = tracker.observe { log.records.append($0) }
    return (tracker, log, token)
  }

  @Test func undoAndRedoRestoreOneRowAndReportIt() {
    let (tracker, log, token) = observed()
    defer { token.cancel() }
    tracker.edit(\.items) { $0[3].isDone = true }
    log.records.removeAll()
    #expect(tracker.undo())
    #expect(tracker.state == .numbered(5))
    #expect(log.rowChanges == [RowChanges([.updated(offset: 3, id: RowID(3))])])
    #expect(tracker.redo())
    #expect(tracker.items[3].isDone)
    #expect(log.records.map(\.change) == [.items, .items])
    #expect(log.records.last?.snapshot == tracker.state)
  }

  @Test func undoReportsTheInverseOfEachCallInReverseOrder() throws {
    let (tracker, log, token) = observed(.numbered(3))
    defer { token.cancel() }
    try tracker.edit(\.items) { rows in
      rows.append(ChecklistItem(id: 7, title: "seven"))
      try rows.move(from: 0, to: 1)
      try rows.remove(at: 2)
    }
    let edited = tracker.items
    log.records.removeAll()
    tracker.undo()
    #expect(tracker.state == .numbered(3))
    #expect(
      log.rowChanges == [
        RowChanges([
          .inserted(offset: 2, id: RowID(2)),
          .moved(from: 1, to: 0, id: RowID(0)),
          .removed(offset: 3, id: RowID(7)),
        ])
      ])
    #expect(
      RowReplay.mismatch(
        log.records[0].rowChanges!, from: edited, to: tracker.items,
        identify: { RowID($0.id) }) == nil)
  }

  @Test func undoOfAScalarWriteLeavesTheRowsAsTheyAre() {
    let (tracker, log, token) = observed()
    defer { token.cancel() }
    tracker.edit(\.items) { $0[0].isDone = true }
    tracker.set(\.title, to: "Errands")
    log.records.removeAll()
    tracker.undo()
    #expect(tracker.title == "")
    #expect(tracker.items[0].isDone)
    #expect(log.records.map(\.change) == [.title])
    tracker.undo()
    #expect(tracker.state == .numbered(5))
  }

  @Test func aWholeArrayAssignedIsUndoneExactly() {
    let (tracker, log, token) = observed(.numbered(4))
    defer { token.cancel() }
    tracker.set(
      \.items, to: [ChecklistItem(id: 9, title: "nine")] + ChecklistState.numbered(2).items)
    #expect(
      RowReplay.mismatch(
        log.records[0].rowChanges!, from: ChecklistState.numbered(4).items, to: tracker.items,
        identify: { RowID($0.id) }) == nil)
    tracker.undo()
    #expect(tracker.state == .numbered(4))
    tracker.redo()
    #expect(tracker.items.map(\.id) == [9, 0, 1])
  }

  @Test func rollbackRebuildsTheRowsOfTheCheckpoint() throws {
    let (tracker, log, token) = observed(.numbered(4))
    defer { token.cancel() }
    tracker.edit(\.items) { $0[1].isDone = true }
    let checkpoint = tracker.checkpoint()
    let marked = tracker.state
    tracker.edit(\.items) { $0.append(ChecklistItem(id: 5, title: "five")) }
    tracker.set(\.title, to: "later")
    try tracker.edit(\.items) { try $0.remove(at: 0) }
    log.records.removeAll()
    try tracker.rollback(to: checkpoint)
    #expect(tracker.state == marked)
    #expect(log.records.map(\.change) == [.items, .title])
    tracker.undo()
    #expect(tracker.items.map(\.id) == [1, 2, 3, 5])
  }

  @Test func aFailedTransactionKeepsNoRowStep() {
    struct Refused: Error {}
    let (tracker, _, token) = observed(.numbered(3))
    defer { token.cancel() }
    tracker.edit(\.items) { $0[0].isDone = true }
    #expect(throws: Refused.self) {
      try tracker.transaction {
        tracker.edit(\.items) { $0.append(ChecklistItem(id: 4, title: "four")) }
        throw Refused()
      }
    }
    #expect(tracker.items.count == 3)
    tracker.transaction {
      tracker.edit(\.items) { $0[1].isDone = true }
      tracker.edit(\.items) { $0[2].isDone = true }
    }
    #expect(tracker.undo())
    #expect(tracker.items.map(\.isDone) == [true, false, false])
    #expect(tracker.undo())
    #expect(tracker.state == .numbered(3))
    #expect(!tracker.canUndo)
  }

  @Test func aSavedHistoryHoldsWholeSnapshotsAndRestoresUndoableRows() throws {
    let (tracker, _, token) = observed(.numbered(3))
    defer { token.cancel() }
    tracker.edit(\.items) { $0[0].isDone = true }
    tracker.edit(\.labels) { $0.append("home") }
    tracker.undo()
    let saved = tracker.savedHistory()
    #expect(saved.snapshots.count == 3)
    #expect(saved.snapshots[0] == .numbered(3))
    #expect(saved.snapshots[2].labels == ["home"])
    #expect(saved.snapshots[2].items[0].isDone)
    let json = try saved.json()
    let other = StateTracker(ChecklistState(), historyCapacity: 10)
    try other.restoreHistory(SavedHistory(json: json))
    #expect(other.state == tracker.state)
    #expect(other.redo())
    #expect(other.labels == ["home"])
    #expect(other.undo())
    #expect(other.undo())
    #expect(other.state == .numbered(3))
  }

  @Test func clearingTheHistoryKeepsTheRows() {
    let (tracker, _, token) = observed(.numbered(3))
    defer { token.cancel() }
    tracker.edit(\.items) { $0[0].isDone = true }
    tracker.clearHistory()
    tracker.edit(\.items) { $0[1].isDone = true }
    tracker.undo()
    #expect(tracker.items.map(\.isDone) == [true, false, false])
    #expect(!tracker.canUndo)
  }

  @Test func aStepBeyondTheCapacityDropsTheOldestRowStep() {
    let (tracker, _, token) = observed(.numbered(6), historyCapacity: 2)
    defer { token.cancel() }
    for offset in 0..<6 {
      tracker.edit(\.items) { $0[offset].isDone = true }
    }
    #expect(tracker.undo())
    #expect(tracker.undo())
    #expect(!tracker.undo())
    #expect(tracker.items.map(\.isDone) == [true, true, true, true, false, false])
  }
}

extension RowHistoryTests {
  struct Refused: Error {}

  @Test func aFailedInnerTransactionKeepsTheOuterTransactionsRowSteps() {
    let tracker = StateTracker(ChecklistState.numbered(3), historyCapacity: 10)
    tracker.edit(\.items) { $0[2].isDone = true }
    tracker.transaction {
      tracker.edit(\.items) { _ = try? $0.remove(at: 0) }
      try? tracker.transaction { () throws(Refused) in
        tracker.edit(\.labels) { $0.append("lost") }
        throw Refused()
      }
    }
    #expect(tracker.items.map(\.id) == [1, 2])
    #expect(tracker.labels == [])
    #expect(tracker.undo())
    #expect(tracker.items.map(\.id) == [0, 1, 2])
    #expect(tracker.undo())
    #expect(tracker.state == .numbered(3))
  }

  @Test func aHistorySavedDuringATransactionHoldsTheStepsBeforeIt() throws {
    let tracker = StateTracker(ChecklistState.numbered(3), historyCapacity: 10)
    tracker.edit(\.items) { $0[0].isDone = true }
    let before = tracker.state
    var saved: SavedHistory<ChecklistState>?
    tracker.transaction {
      tracker.edit(\.items) { $0.removeAll { _ in true } }
      saved = tracker.savedHistory()
    }
    #expect(saved?.snapshots == [.numbered(3), before])
  }
}
