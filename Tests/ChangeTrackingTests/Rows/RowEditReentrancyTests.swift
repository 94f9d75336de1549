import ChangeTracking
import Foundation
import Testing

/// Writes through the tracker while an edit's closure runs, nested transactions, and element
/// writes that throw: what the records and the history say.
@Suite struct RowEditReentrancyTests {
  struct Refused: Error {}

  final class Log {
    var records: [ChangeRecord<ChecklistState>] = []
  }

  func observed(_ state: ChecklistState) -> (StateTracker<ChecklistState>, Log, ObservationToken) {
    let tracker = StateTracker(state, historyCapacity: 10)
    let log = Log()
    let token = tracker.observe { log.records.append($0) }
    return (tracker, log, token)
  }

  @Test func aWriteOfTheArrayDuringAnEditComesAfterWhatTheEditDidSoFar() {
    let (tracker, log, token) = observed(.numbered(3))
    defer { token.cancel() }
    let seven = ChecklistItem(id: 7, title: "seven")
    let eight = ChecklistItem(id: 8, title: "eight")
    tracker.edit(\.items) { rows in
      rows.append(seven)
      tracker.set(\.items, to: [])
      rows.append(eight)
    }
    #expect(tracker.items == [eight])
    #expect(log.records.count == 3)
    // Each record's row changes lead from what the records before it left to its snapshot.
    var seen = ChecklistState.numbered(3).items
    for record in log.records {
      #expect(
        RowReplay.mismatch(
          record.rowChanges!, from: seen, to: record.snapshot.items,
          identify: { RowID($0.id) }) == nil)
      seen = record.snapshot.items
    }
    #expect(tracker.undo())
    #expect(tracker.items == [])
    #expect(tracker.undo())
    #expect(tracker.items == ChecklistState.numbered(3).items + [seven])
    #expect(tracker.undo())
    #expect(tracker.state == .numbered(3))
  }

  @Test func anUndoDuringAnEditUndoesWhatTheEditDidSoFar() {
    let (tracker, _, token) = observed(.numbered(3))
    defer { token.cancel() }
    tracker.edit(\.items) { rows in
      rows[0].isDone = true
      tracker.undo()
      rows[1].isDone = true
    }
    #expect(tracker.items.map(\.isDone) == [false, true, false])
    #expect(tracker.undo())
    #expect(tracker.state == .numbered(3))
  }

  @Test func aFailedInnerTransactionKeepsTheOuterTransactionsRowSteps() {
    let (tracker, _, token) = observed(.numbered(3))
    defer { token.cancel() }
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
    let (tracker, _, token) = observed(.numbered(3))
    defer { token.cancel() }
    tracker.edit(\.items) { $0[0].isDone = true }
    let before = tracker.state
    var saved: SavedHistory<ChecklistState>?
    tracker.transaction {
      tracker.edit(\.items) { $0.removeAll { _ in true } }
      saved = tracker.savedHistory()
    }
    #expect(saved?.snapshots == [.numbered(3), before])
  }

  @Test func aRecordKeptDuringAnElementUpdateKeepsItsSnapshot() throws {
    let (tracker, log, token) = observed(.numbered(3))
    defer { token.cancel() }
    try tracker.edit(\.items) { (rows) throws(RowEditError) in
      try rows.update(at: 1) { item in
        item.title = "renamed"
        tracker.set(\.title, to: "Errands")
        item.isDone = true
      }
    }
    #expect(log.records.map(\.change) == [.title, .items])
    // The title's record was made before the element was written back.
    #expect(log.records[0].snapshot.items == ChecklistState.numbered(3).items)
    #expect(log.records[1].snapshot.items[1].title == "renamed")
    #expect(log.records[1].snapshot.items[1].isDone)
    #expect(log.records[1].rowChanges == [.updated(offset: 1, id: RowID(1))])
  }

  @Test func anElementUpdateWhoseRowAWriteRemovedThrows() {
    let (tracker, log, token) = observed(.numbered(3))
    defer { token.cancel() }
    #expect(throws: RowEditError.offsetOutOfRange(offset: 2, count: 0)) {
      try tracker.edit(\.items) { (rows) throws(RowEditError) in
        try rows.update(at: 2) { item in
          tracker.set(\.items, to: [])
          item.isDone = true
        }
      }
    }
    #expect(tracker.items == [])
    #expect(log.records.map(\.change) == [.items])
  }

  @Test func anElementUpdatedByIDIsFoundAgainWhereAWriteMovedIt() throws {
    let (tracker, _, token) = observed(.numbered(3))
    defer { token.cancel() }
    try tracker.edit(\.items) { (rows) throws(RowEditError) in
      try rows.update(id: 2) { item in
        item.isDone = true
        tracker.set(\.items, to: [ChecklistItem(id: 9, title: "nine")] + tracker.items)
      }
    }
    #expect(tracker.items.map(\.description) == ["9:nine", "0:item 0", "1:item 1", "2:item 2✓"])
  }

  @Test func anArrayNotDeclaredRowByRowReplacedDuringItsEditDoesNotTrap() throws {
    let tracker = StateTracker(NoteState(tags: ["a", "b"]))
    var records: [ChangeRecord<NoteState>] = []
    let token = tracker.observe { records.append($0) }
    defer { token.cancel() }
    try tracker.edit(\.tags) { (rows) throws(RowEditError) in
      rows.append("c")
      try rows.update(at: 0) { _ in tracker.set(\.tags, to: []) }
    }
    #expect(tracker.tags == [])
    #expect(records.map(\.snapshot.tags) == [[]])
    #expect(throws: Refused.self) {
      try tracker.edit(\.tags) { (rows) throws(Refused) in
        rows.append("d")
        rows.append("e")
        tracker.set(\.tags, to: ["x"])
        throw Refused()
      }
    }
    #expect(tracker.tags == ["x"])
  }

  @Test func writesOfAnArrayNotDeclaredRowByRowDuringItsEditAreKept() throws {
    let tracker = StateTracker(NoteState(tags: ["a", "b"]))
    try tracker.edit(\.tags) { (tags) throws(RowEditError) in
      tags.append("c")
      try tracker.edit(\.tags, at: 0) { $0 = "A" }
    }
    #expect(tracker.tags == ["A", "b", "c"])
    tracker.edit(\.tags) { tags in
      tags.append("d")
      tracker.update { $0.tags.append("e") }
    }
    #expect(tracker.tags == ["A", "b", "c", "d", "e"])
    let token = tracker.observe { record in
      if record.change == .title { tracker.edit(\.tags) { $0.append("heard") } }
    }
    defer { token.cancel() }
    tracker.edit(\.tags) { tags in
      tags.removeAll { _ in true }
      tracker.set(\.title, to: "t")
    }
    #expect(tracker.tags == ["heard"])
  }

  @Test func aScalarSetDuringAnEditComesAfterWhatTheEditDidSoFar() {
    let (tracker, log, token) = observed(.numbered(2))
    defer { token.cancel() }
    let nine = ChecklistItem(id: 9, title: "nine")
    tracker.edit(\.items) { rows in
      rows.append(nine)
      tracker.set(\.title, to: "t")
      rows[0].isDone = true
    }
    #expect(log.records.map(\.change) == [.items, .title, .items])
    #expect(log.records[0].snapshot.title == "")
    #expect(log.records[1].snapshot.items == ChecklistState.numbered(2).items + [nine])
    #expect(tracker.undo())
    #expect(tracker.undo())
    #expect(tracker.undo())
    #expect(tracker.state == .numbered(2))
  }

  @Test func aBatchThatCallsTheEnclosingEditorComesAfterIt() {
    let (tracker, log, token) = observed(.numbered(3))
    defer { token.cancel() }
    tracker.edit(\.items) { rows in
      tracker.update { draft in
        rows.append(ChecklistItem(id: 9, title: "nine"))
        draft.items[0].isDone = true
      }
    }
    #expect(tracker.items.map(\.description) == ["0:item 0✓", "1:item 1", "2:item 2"])
    #expect(log.records.count == 2)
    #expect(log.records[0].rowChanges == [.inserted(offset: 3, id: RowID(9))])
    #expect(tracker.undo())
    #expect(tracker.items.map(\.id) == [0, 1, 2, 9])
    #expect(tracker.undo())
    #expect(tracker.state == .numbered(3))
  }

  @Test func aPredicateThatWritesTheTrackerDoesNotTrap() {
    let (tracker, _, token) = observed(.numbered(4))
    defer { token.cancel() }
    tracker.edit(\.items) { rows in
      rows.removeAll { item in
        if item.id == 3 { tracker.set(\.items, to: Array(tracker.items.prefix(2))) }
        return item.id != 0
      }
    }
    #expect(tracker.items.map(\.id) == [0])
  }

  @Test func anElementWriteThatThrowsMidwayIsTakenBack() {
    let (tracker, log, token) = observed(.numbered(2))
    defer { token.cancel() }
    #expect(throws: Refused.self) {
      try tracker.edit(\.items) { rows in
        try rows[1].rename(to: "half", thenThrow: Refused())
      }
    }
    #expect(tracker.state == .numbered(2))
    #expect(log.records.isEmpty)
    #expect(!tracker.canUndo)
  }

  @Test func aRowTrackerSeesTheParentsCorrectionOfItsOwnWrite() throws {
    let board = StateTracker(BoardState())
    let row = try board.scope(row: 0, in: \.rows)
    // The parent keeps titles in capitals, whoever writes them.
    let corrector = board.observe([.rows]) { [unowned board] record in
      if let offset = record.snapshot.rows.firstIndex(where: { $0.title != $0.title.uppercased() })
      {
        board.edit(\.rows) { $0[offset].title = $0[offset].title.uppercased() }
      }
    }
    defer { corrector.cancel() }
    row.set(\.title, to: "milk")
    #expect(board.rows[0].title == "MILK")
    #expect(row.title == "MILK")
    row.set(\.isDone, to: true)
    #expect(board.rows[0] == ChecklistItem(id: 0, title: "MILK", isDone: true))
  }

  @Test func aWriteFromAnElementBeingWrittenInPlaceStopsTheProgram() async {
    await #expect(processExitsWith: .failure) {
      let tracker = StateTracker(ChecklistState.numbered(2))
      tracker.edit(\.items) { rows in
        rows[0].rename(to: "renamed") { tracker.set(\.title, to: "t") }
      }
    }
  }
}

extension ChecklistItem {
  /// Renames the item, then throws `error`: a write that fails halfway.
  fileprivate mutating func rename(to title: String, thenThrow error: some Error) throws {
    self.title = title
    throw error
  }

  /// Renames the item, then calls `body` while the item is still being written.
  fileprivate mutating func rename(to title: String, then body: () -> Void) {
    self.title = title
    body()
  }
}
