import ChangeTracking
import Testing

/// An editor read as the array it edits, inside `edit(_:_:)`: what its reads see, and what the
/// writes they locate report.
///
/// `#expect` takes a member call of the editor apart to show its operands, which needs a
/// copyable value: a Boolean read is compared with `true` or `false` instead.
@Suite struct RowEditorReadingTests {
  @Test func readsSeeTheArrayAsTheEditFindsIt() {
    let tracker = StateTracker(ChecklistState.numbered(4))
    tracker.edit(\.items) { rows in
      #expect(rows.count == 4)
      #expect(rows.isEmpty == false)
      #expect(rows.indices == 0..<4)
      #expect(rows.first?.id == 0)
      #expect(rows.last?.id == 3)
      #expect(rows.elements == ChecklistState.numbered(4).items)
      #expect(rows.firstIndex(where: { $0.title == "item 2" }) == 2)
      #expect(rows.firstIndex(of: ChecklistItem(id: 1, title: "item 1")) == 1)
      #expect(rows.lastIndex(where: { $0.id < 3 }) == 2)
      #expect(rows.lastIndex(of: ChecklistItem(id: 3, title: "item 3")) == 3)
      #expect(rows.first(where: { $0.id > 1 })?.id == 2)
      #expect(rows.last(where: { $0.id < 2 })?.id == 1)
      #expect(rows.contains(ChecklistItem(id: 0, title: "item 0")) == true)
      #expect(rows.contains(ChecklistItem(id: 0, title: "renamed")) == false)
      #expect(rows.contains { $0.id == 3 })
      #expect(!rows.contains { $0.id == 4 })
      #expect(rows.firstIndex { $0.id == 9 } == nil)
    }
  }

  @Test func iterationVisitsEveryElementInOrder() {
    let tracker = StateTracker(ChecklistState.numbered(5))
    let visited = tracker.edit(\.items) { rows in
      var ids: [Int] = []
      for row in rows.elements {
        ids.append(row.id)
      }
      return ids
    }
    #expect(visited == [0, 1, 2, 3, 4])
  }

  @Test func slicesKeepTheEditorsOffsets() {
    let tracker = StateTracker(ChecklistState.numbered(5))
    tracker.edit(\.items) { rows in
      #expect(rows[1..<3].map(\.id) == [1, 2])
      #expect(rows[3...].map(\.id) == [3, 4])
      #expect(rows[..<2].map(\.id) == [0, 1])
      #expect(rows[2...].startIndex == 2)
      #expect(rows[2...].firstIndex { $0.id == 4 } == 4)
    }
  }

  @Test func readsAfterAWriteSeeTheWrite() throws {
    let tracker = StateTracker(ChecklistState.numbered(3))
    try tracker.edit(\.items) { rows in
      let added = ChecklistItem(id: 7, title: "seven")
      rows.append(added)
      #expect(rows.count == 4)
      #expect(rows.last == added)
      #expect(rows.indices == 0..<4)
      #expect(rows.contains(added) == true)
      #expect(rows.firstIndex(of: added) == 3)

      try rows.remove(at: 0)
      #expect(rows.first?.id == 1)
      #expect(rows.firstIndex { $0.id == 7 } == 2)
      #expect(!rows.contains { $0.id == 0 })

      rows[0].title = "renamed"
      #expect(rows.first(where: { $0.title == "renamed" })?.id == 1)
      #expect(rows.elements.map(\.id) == [1, 2, 7])

      try rows.move(from: 2, to: 0)
      #expect(rows.elements.map(\.id) == [7, 1, 2])
      #expect(rows[1...].map(\.id) == [1, 2])

      rows.replaceAll(with: [ChecklistItem(id: 9, title: "nine")])
      #expect(rows.elements == [ChecklistItem(id: 9, title: "nine")])
      #expect(rows.indices == 0..<1)
    }
    #expect(tracker.items == [ChecklistItem(id: 9, title: "nine")])
  }

  @Test func anEmptyArrayReadsAsEmpty() {
    let tracker = StateTracker(ChecklistState())
    tracker.edit(\.items) { rows in
      #expect(rows.isEmpty == true)
      #expect(rows.indices.isEmpty)
      #expect(rows.first == nil)
      #expect(rows.last == nil)
      #expect(rows.elements.isEmpty)
      #expect(rows.firstIndex { _ in true } == nil)
    }
  }

  @Test func writesLocatedByFirstIndexReportTheRowsTheyChanged() throws {
    let tracker = StateTracker(ChecklistState.numbered(5), historyCapacity: 10)
    let log = RecordLog(tracker)
    try tracker.edit(\.items) { rows in
      if let offset = rows.firstIndex(where: { $0.title == "item 3" }) {
        rows[offset].isDone = true
      }
      if let offset = rows.firstIndex(where: { $0.id == 1 }) {
        try rows.remove(at: offset)
      }
      // Found where the removal left it: one place earlier.
      if let offset = rows.firstIndex(where: { $0.id == 4 }) {
        try rows.move(from: offset, to: 0)
      }
      if let offset = rows.firstIndex(where: { $0.id == 2 }) {
        try rows.insert(ChecklistItem(id: 8, title: "eight"), at: offset)
      }
    }
    #expect(tracker.items.map(\.id) == [4, 0, 8, 2, 3])
    #expect(
      log.records.map(\.rowChanges) == [
        RowChanges([
          .updated(offset: 3, id: RowID(3)),
          .removed(offset: 1, id: RowID(1)),
          .moved(from: 3, to: 0, id: RowID(4)),
          .inserted(offset: 2, id: RowID(8)),
        ])
      ])
    #expect(
      RowReplay.mismatch(
        log.records[0].rowChanges!, from: ChecklistState.numbered(5).items, to: tracker.items,
        identify: { RowID($0.id) }) == nil)
    #expect(tracker.undo())
    #expect(tracker.state == .numbered(5))
  }

  @Test func writesWhileWalkingIndicesReportEachRow() {
    let tracker = StateTracker(ChecklistState.numbered(4))
    let log = RecordLog(tracker)
    tracker.edit(\.items) { rows in
      for offset in rows.indices where rows[offset].id.isMultiple(of: 2) {
        rows[offset].isDone = true
      }
    }
    #expect(tracker.items.map(\.isDone) == [true, false, true, false])
    #expect(
      log.records.map(\.rowChanges) == [
        RowChanges([.updated(offset: 0, id: RowID(0)), .updated(offset: 2, id: RowID(2))])
      ])
  }

  @Test func aLoopOverTheElementsSeesThemAsTheLoopBegan() {
    let tracker = StateTracker(ChecklistState.numbered(2))
    let log = RecordLog(tracker)
    tracker.edit(\.items) { rows in
      for row in rows.elements {
        rows.append(ChecklistItem(id: row.id + 10, title: "copy of \(row.title)"))
      }
    }
    #expect(tracker.items.map(\.id) == [0, 1, 10, 11])
    #expect(
      log.records.map(\.rowChanges) == [
        RowChanges([.inserted(offset: 2, id: RowID(10)), .inserted(offset: 3, id: RowID(11))])
      ])
  }

  @Test func readingReportsNothing() {
    let tracker = StateTracker(ChecklistState.numbered(3), historyCapacity: 5)
    let log = RecordLog(tracker)
    let found = tracker.edit(\.items) { rows in
      rows.firstIndex { $0.id == 2 }
    }
    #expect(found == 2)
    #expect(log.records.isEmpty)
    #expect(!tracker.canUndo)
  }

  @Test func readingBeforeWritingDoesNotCopyTheArray() {
    let tracker = StateTracker(ChecklistState.numbered(100), historyCapacity: 10)
    let log = RecordLog(tracker)
    let before = tracker.items.withUnsafeBufferPointer { $0.baseAddress }
    tracker.edit(\.items) { rows in
      if let offset = rows.firstIndex(where: { $0.id == 40 }), !rows.contains(where: \.isDone) {
        rows[offset].isDone = true
      }
      for offset in rows.indices where rows[offset].id == 41 {
        rows[offset].isDone = true
      }
      if let offset = rows.elements.firstIndex(where: { $0.id == 42 }) {
        rows[offset].isDone = true
      }
    }
    let after = tracker.items.withUnsafeBufferPointer { $0.baseAddress }
    #expect(before == after)
    #expect(tracker.items.filter(\.isDone).map(\.id) == [40, 41, 42])
    #expect(log.records.count == 1)
  }
}
