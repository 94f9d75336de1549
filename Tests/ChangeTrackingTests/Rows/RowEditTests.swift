import ChangeTracking
import Testing

/// Edits through `edit(_:_:)`: what they store, what they report, and what they refuse.
@Suite struct RowEditTests {
  /// Records every record a tracker delivers.
  final class Log {
    var records: [ChangeRecord<ChecklistState>] = []
  }

  func observed(
    _ state: ChecklistState = .numbered(5),
    historyCapacity: Int = 0
  ) -> (StateTracker<ChecklistState>, Log, ObservationToken) {
    let tracker = StateTracker(state, historyCapacity: historyCapacity)
    let log = Log()
    let token = tracker.observe { log.records.append($0) }
    return (tracker, log, token)
  }

  @Test func writingOneElementReportsThatRowOnce() {
    let (tracker, log, token) = observed()
    defer { token.cancel() }
    tracker.edit(\.items) { $0[3].isDone.toggle() }
    #expect(tracker.items[3].isDone)
    #expect(log.records.count == 1)
    #expect(log.records.first?.change == .items)
    #expect(log.records.first?.rowChanges == RowChanges([.updated(offset: 3, id: RowID(3))]))
    #expect(log.records.first?.snapshot == tracker.state)
  }

  @Test func everyCallIsReportedInOrderInOneRecord() throws {
    let (tracker, log, token) = observed(.numbered(3))
    defer { token.cancel() }
    try tracker.edit(\.items) { rows in
      rows.append(ChecklistItem(id: 10, title: "ten"))
      try rows.insert(ChecklistItem(id: 11, title: "eleven"), at: 0)
      try rows.remove(at: 1)
      try rows.move(from: 0, to: 2)
      try rows.update(at: 1) { $0.title = "renamed" }
    }
    #expect(tracker.items.map(\.id) == [1, 2, 11, 10])
    #expect(tracker.items[1].title == "renamed")
    #expect(
      log.records.map(\.rowChanges) == [
        RowChanges([
          .inserted(offset: 3, id: RowID(10)),
          .inserted(offset: 0, id: RowID(11)),
          .removed(offset: 1, id: RowID(0)),
          .moved(from: 0, to: 2, id: RowID(11)),
          .updated(offset: 1, id: RowID(2)),
        ])
      ])
    #expect(
      RowReplay.mismatch(
        log.records[0].rowChanges!, from: ChecklistState.numbered(3).items, to: tracker.items,
        identify: { RowID($0.id) }) == nil)
  }

  @Test func anElementWrittenEqualReportsNothing() {
    let (tracker, log, token) = observed()
    defer { token.cancel() }
    tracker.edit(\.items) { $0[2].title = "item 2" }
    #expect(log.records.isEmpty)
  }

  @Test func aTrackerReportingEveryWriteReportsAnEqualElement() {
    let tracker = StateTracker(ChecklistState.numbered(3), reporting: .everyWrite)
    let log = Log()
    let token = tracker.observe { log.records.append($0) }
    defer { token.cancel() }
    tracker.edit(\.items) { $0[2].title = "item 2" }
    #expect(log.records.map(\.rowChanges) == [RowChanges([.updated(offset: 2, id: RowID(2))])])
  }

  @Test func aTrackerReportingEveryWriteReportsEachEqualElementOfOneEdit() {
    let tracker = StateTracker(ChecklistState.numbered(3), reporting: .everyWrite)
    let log = Log()
    let token = tracker.observe { log.records.append($0) }
    defer { token.cancel() }
    tracker.edit(\.items) {
      $0[0].title = "item 0"
      $0[1].title = "item 1"
    }
    #expect(
      log.records.map(\.rowChanges) == [
        RowChanges([.updated(offset: 0, id: RowID(0)), .updated(offset: 1, id: RowID(1))])
      ])
  }

  @Test func aMoveAmongEqualElementsIsNoChange() throws {
    let (tracker, log, token) = observed(
      ChecklistState(labels: ["a", "a", "b"]), historyCapacity: 5)
    defer { token.cancel() }
    tracker.edit(\.labels) { $0.append("c") }
    tracker.undo()
    log.records.removeAll()

    try tracker.edit(\.labels) { try $0.move(from: 0, to: 1) }
    #expect(tracker.labels == ["a", "a", "b"])
    #expect(log.records.isEmpty)
    #expect(tracker.canRedo)

    // A move past an element that differs changes the array.
    try tracker.edit(\.labels) { try $0.move(from: 0, to: 2) }
    #expect(tracker.labels == ["a", "b", "a"])
    #expect(log.records.map(\.rowChanges) == [RowChanges([.moved(from: 0, to: 2, id: nil)])])
  }

  @Test func anOffsetOutOfRangeThrowsAndChangesNothing() {
    let (tracker, log, token) = observed(.numbered(2))
    defer { token.cancel() }
    #expect(throws: RowEditError.offsetOutOfRange(offset: 5, count: 2)) {
      try tracker.edit(\.items) { try $0.remove(at: 5) }
    }
    #expect(throws: RowEditError.offsetOutOfRange(offset: 3, count: 2)) {
      try tracker.edit(\.items) { try $0.insert(ChecklistItem(id: 9, title: ""), at: 3) }
    }
    #expect(throws: RowEditError.offsetOutOfRange(offset: -1, count: 2)) {
      try tracker.edit(\.items) { try $0.move(from: 0, to: -1) }
    }
    #expect(tracker.state == .numbered(2))
    #expect(log.records.isEmpty)
  }

  @Test func anUnknownIDThrowsAndChangesNothing() {
    let (tracker, log, token) = observed(.numbered(2))
    defer { token.cancel() }
    #expect(throws: RowEditError.unknownID(RowID(7))) {
      try tracker.edit(\.items) { try $0.update(id: 7) { $0.isDone = true } }
    }
    #expect(throws: RowEditError.unknownID(RowID(7))) {
      try tracker.edit(\.items) { try $0.remove(id: 7) }
    }
    #expect(tracker.state == .numbered(2))
    #expect(log.records.isEmpty)
  }

  @Test func aFailedEditTakesBackWhatItDid() {
    struct Refused: Error {}
    let (tracker, log, token) = observed(.numbered(4), historyCapacity: 5)
    defer { token.cancel() }
    #expect(throws: Refused.self) {
      try tracker.edit(\.items) { rows in
        rows.append(ChecklistItem(id: 8, title: "eight"))
        rows[0].isDone = true
        _ = try? rows.remove(at: 2)
        try rows.move(from: 0, to: 3)
        throw Refused()
      }
    }
    #expect(tracker.state == .numbered(4))
    #expect(log.records.isEmpty)
    #expect(!tracker.canUndo)
  }

  @Test func editingByIDFindsTheElement() throws {
    let (tracker, log, token) = observed(.numbered(4))
    defer { token.cancel() }
    try tracker.edit(\.items) { rows in
      try rows.update(id: 2) { $0.isDone = true }
      try rows.remove(id: 0)
      #expect(rows.offset(of: 3) == 2)
    }
    #expect(tracker.items.map(\.id) == [1, 2, 3])
    #expect(
      log.records.first?.rowChanges
        == RowChanges([.updated(offset: 2, id: RowID(2)), .removed(offset: 0, id: RowID(0))]))
  }

  @Test func removeAllWhereReportsEachRowRemoved() {
    let (tracker, log, token) = observed(.numbered(5))
    defer { token.cancel() }
    tracker.edit(\.items) { $0.removeAll { $0.id.isMultiple(of: 2) } }
    #expect(tracker.items.map(\.id) == [1, 3])
    #expect(
      log.records.first?.rowChanges
        == RowChanges([
          .removed(offset: 4, id: RowID(4)), .removed(offset: 2, id: RowID(2)),
          .removed(offset: 0, id: RowID(0)),
        ]))
  }

  @Test func plainElementsCarryNoID() {
    let (tracker, log, token) = observed(ChecklistState(labels: ["a", "b"]))
    defer { token.cancel() }
    tracker.edit(\.labels) { rows in
      rows[1] = "B"
      rows.append("c")
    }
    #expect(tracker.labels == ["a", "B", "c"])
    #expect(
      log.records.map(\.rowChanges)
        == [RowChanges([.updated(offset: 1, id: nil), .inserted(offset: 2, id: nil)])])
  }

  @Test func anArrayNotDeclaredRowByRowIsReportedWithoutRowChanges() {
    let tracker = StateTracker(NoteState(tags: ["a"]))
    var records: [ChangeRecord<NoteState>] = []
    let token = tracker.observe { records.append($0) }
    defer { token.cancel() }
    tracker.edit(\.tags) { $0.append("b") }
    tracker.edit(\.tags) { $0[0] = "a" }
    #expect(tracker.tags == ["a", "b"])
    #expect(records.map(\.change) == [.tags])
    #expect(records.map(\.rowChanges) == [nil])
  }

  @Test func anEditDoesNotCopyTheArrayWhenNoRecordIsKept() {
    let tracker = StateTracker(ChecklistState.numbered(100), historyCapacity: 10)
    var heard: [RowChanges?] = []
    let token = tracker.observe { heard.append($0.rowChanges) }
    defer { token.cancel() }
    let before = tracker.items.withUnsafeBufferPointer { $0.baseAddress }
    tracker.edit(\.items) { $0[40].isDone = true }
    tracker.edit(\.items) { $0[41].isDone = true }
    let after = tracker.items.withUnsafeBufferPointer { $0.baseAddress }
    #expect(before == after)
    #expect(heard.count == 2)
    #expect(tracker.undo())
    #expect(tracker.undo())
    #expect(tracker.state == .numbered(100))
  }

  @Test func aRecordKeptPastTheEditKeepsItsSnapshot() {
    let (tracker, log, token) = observed(.numbered(3))
    defer { token.cancel() }
    tracker.edit(\.items) { $0[0].isDone = true }
    tracker.edit(\.items) { $0[1].isDone = true }
    #expect(log.records[0].snapshot.items.map(\.isDone) == [true, false, false])
    #expect(log.records[1].snapshot.items.map(\.isDone) == [true, true, false])
  }
}

extension RowEditTests {
  @Test func anElementWriteThatThrowsMidwayIsTakenBack() {
    struct Refused: Error {}
    let tracker = StateTracker(ChecklistState.numbered(2), historyCapacity: 10)
    let log = RecordLog(tracker)
    #expect(throws: Refused.self) {
      try tracker.edit(\.items) { rows in
        try rows[1].rename(to: "half", thenThrow: Refused())
      }
    }
    #expect(tracker.state == .numbered(2))
    #expect(log.records.isEmpty)
    #expect(!tracker.canUndo)
  }
}

extension ChecklistItem {
  /// Renames the item, then throws `error`: a write that fails halfway.
  fileprivate mutating func rename(to title: String, thenThrow error: some Error) throws {
    self.title = title
    throw error
  }
}
