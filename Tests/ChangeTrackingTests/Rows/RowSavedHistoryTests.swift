import ChangeTracking
import Foundation
import Testing

/// Saved histories of states with arrays declared row by row: version 2 keeps the records' row
/// changes, and a file of version 1, committed beside this test, still reads.
@Suite struct RowSavedHistoryTests {
  /// The committed file, written by version 1 of the format.
  static let versionOneFile = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("History/Fixtures/checklist-history-v1.json")

  @Test func recordsKeepTheirRowChangesThroughAFile() throws {
    let tracker = StateTracker(ChecklistState.numbered(3), historyCapacity: 10)
    var records: [ChangeRecord<ChecklistState>] = []
    let token = tracker.observe { records.append($0) }
    defer { token.cancel() }
    try tracker.edit(\.items) { rows in
      rows[0].isDone = true
      try rows.move(from: 2, to: 0)
    }
    tracker.edit(\.labels) { $0.append("home") }
    let saved = try SavedHistory<ChecklistState>(
      json: tracker.savedHistory(records: records).json())
    #expect(saved.records == records)
    #expect(
      saved.records.map(\.rowChanges) == [
        [.updated(offset: 0, id: RowID(0)), .moved(from: 2, to: 0, id: RowID(2))],
        [.inserted(offset: 0, id: nil)],
      ])
  }

  @Test func idsOfOtherTypesAreReadBackAsTheirDescription() throws {
    let tracker = StateTracker(ChecklistState())
    let record = ChangeRecord(
      change: ChecklistState.Change.items, snapshot: tracker.state, sequence: 1,
      rowChanges: [
        .inserted(offset: 0, id: RowID("a")), .removed(offset: 1, id: RowID(2.5)),
        .updated(offset: 2, id: RowID(UUID(uuidString: "00000000-0000-0000-0000-000000000001")!)),
      ])
    let saved = try SavedHistory<ChecklistState>(
      json: tracker.savedHistory(records: [record]).json())
    #expect(
      saved.records.first?.rowChanges == [
        .inserted(offset: 0, id: RowID("a")), .removed(offset: 1, id: RowID("2.5")),
        .updated(offset: 2, id: RowID(UUID(uuidString: "00000000-0000-0000-0000-000000000001")!)),
      ])
  }

  @Test func aFileOfVersionOneStillReadsAndRestores() throws {
    let bytes = try Data(contentsOf: Self.versionOneFile)
    let saved = try SavedHistory<ChecklistState>(json: bytes)
    #expect(saved.records.count == 1)
    #expect(saved.records.first?.rowChanges == nil)
    #expect(saved.snapshots.count == 3)
    let tracker = StateTracker(ChecklistState(), historyCapacity: 10)
    try tracker.restoreHistory(saved)
    #expect(tracker.items.map(\.title) == ["Milk", "Eggs", "Jam"])
    var rows: [RowChanges?] = []
    let token = tracker.observe { rows.append($0.rowChanges) }
    defer { token.cancel() }
    #expect(tracker.undo())
    #expect(tracker.items.map(\.title) == ["Milk", "Eggs"])
    #expect(tracker.labels == [])
    #expect(tracker.undo())
    #expect(!tracker.items[0].isDone)
    #expect(
      rows == [
        [.removed(offset: 2, id: RowID(3))], [.removed(offset: 0, id: nil)],
        [.updated(offset: 0, id: RowID(1))],
      ])
  }

  /// The JSON of a saved history whose one record updated the first of one item.
  private func savedOneEdit() throws -> String {
    let tracker = StateTracker(ChecklistState.numbered(1))
    var records: [ChangeRecord<ChecklistState>] = []
    let token = tracker.observe { records.append($0) }
    defer { token.cancel() }
    tracker.edit(\.items) { $0[0].isDone = true }
    return String(decoding: try tracker.savedHistory(records: records).json(), as: UTF8.self)
  }

  @Test func aSavedRowChangeWithANegativeOffsetIsRefused() throws {
    let broken = try savedOneEdit()
      .replacingOccurrences(of: "\"offset\" : 0", with: "\"offset\" : -1")
    #expect(
      throws: SavedHistoryError.invalidValue(
        path: "records[0].rowChanges[0]",
        detail:
          "'updated' at -1 is no row change (a known kind, offsets from 0, a move with 'to')")
    ) {
      try SavedHistory<ChecklistState>(json: Array(broken.utf8))
    }
  }

  @Test func anUnknownRowChangeIsNamedWithItsPath() throws {
    let broken = try savedOneEdit()
      .replacingOccurrences(of: "\"updated\"", with: "\"twisted\"")
    #expect(
      throws: SavedHistoryError.invalidValue(
        path: "records[0].rowChanges[0]",
        detail:
          "'twisted' at 0 is no row change (a known kind, offsets from 0, a move with 'to')")
    ) {
      try SavedHistory<ChecklistState>(json: Array(broken.utf8))
    }
  }
}
