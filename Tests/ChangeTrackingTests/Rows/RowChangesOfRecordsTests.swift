import ChangeTracking
import Testing

/// The row changes of a record of an element edit, or of a write through a row's tracker, are
/// kept with the snapshot the record holds: each record reports its own write's rows, however
/// many writes follow, and whether the record, its row changes alone or nothing was kept.
@Suite struct RowChangesOfRecordsTests {
  @Test func recordsKeptReportEachTheirOwnRow() throws {
    let tracker = StateTracker(ChecklistState.numbered(4))
    let log = RecordLog(tracker)
    for offset in [2, 0, 3, 0] {
      try tracker.edit(\.items, at: offset) { $0.isDone.toggle() }
    }
    #expect(
      log.records.map(\.rowChanges) == [2, 0, 3, 0].map { [.updated(offset: $0, id: RowID($0))] })
    #expect(log.records.map(\.snapshot.items[0].isDone) == [false, true, true, false])
  }

  @Test func rowChangesKeptWithoutTheirRecordDoNotChange() throws {
    let tracker = StateTracker(ChecklistState.numbered(3))
    var kept: [RowChanges] = []
    let token = tracker.observe { record in
      if let rowChanges = record.rowChanges {
        kept.append(rowChanges)
      }
    }
    defer { token.cancel() }
    for offset in [1, 2, 0] {
      try tracker.edit(\.items, at: offset) { $0.title += "!" }
    }
    #expect(kept == [1, 2, 0].map { [.updated(offset: $0, id: RowID($0))] })
  }

  @Test func anObserverThatKeepsNothingReadsEachEditsRow() throws {
    let tracker = StateTracker(ChecklistState.numbered(5))
    var offsets: [Int] = []
    let token = tracker.observe { record in
      for case .updated(let offset, let id) in record.rowChanges ?? [] {
        #expect(id == RowID(offset))
        offsets.append(offset)
      }
    }
    defer { token.cancel() }
    for offset in [4, 4, 1, 3] {
      try tracker.edit(\.items, at: offset) { $0.isDone.toggle() }
    }
    #expect(offsets == [4, 4, 1, 3])
  }

  @Test func anEditMadeByAnObserverIsQueuedWithItsOwnRow() throws {
    let tracker = StateTracker(ChecklistState.numbered(3))
    let log = RecordLog(tracker)
    let token = tracker.observe { record in
      if record.sequence == 1 {
        try? tracker.edit(\.items, at: 2) { $0.isDone = true }
      }
    }
    defer { token.cancel() }
    try tracker.edit(\.items, at: 0) { $0.isDone = true }
    #expect(log.sequences == [1, 2])
    #expect(
      log.records.map(\.rowChanges)
        == [[.updated(offset: 0, id: RowID(0))], [.updated(offset: 2, id: RowID(2))]])
    #expect(log.records[0].snapshot.items.map(\.isDone) == [true, false, false])
  }

  @Test func rowsWithoutIdentityAndRowsIdentifiedByStringsKeepTheirIDs() throws {
    let labels = StateTracker(ChecklistState(labels: ["a", "b"]))
    let labelLog = RecordLog(labels)
    try labels.edit(\.labels, at: 1) { $0 = "c" }
    try labels.edit(\.labels, at: 0) { $0 = "d" }
    #expect(
      labelLog.records.map(\.rowChanges) == [
        [.updated(offset: 1, id: nil)], [.updated(offset: 0, id: nil)],
      ])

    let roster = StateTracker(RosterState())
    let rosterLog = RecordLog(roster)
    try roster.edit(\.members, id: "Mary") { $0.isPresent = true }
    try roster.edit(\.members, at: 0) { $0.isPresent = true }
    #expect(
      rosterLog.records.map(\.rowChanges)
        == [[.updated(offset: 2, id: RowID("Mary"))], [.updated(offset: 0, id: RowID("Ada"))]])
  }

  /// The row change an edit keeps for its record is written over by the next edit's: an
  /// identifier held by reference, boxed in the change, is let go then, not kept for good.
  @Test func anIdentifierHeldByReferenceIsLetGoWhenTheNextEditReplacesItsRowChange() throws {
    var first: BadgeID? = BadgeID(1)
    weak let released = first
    let tracker = StateTracker(BadgeState(badges: [Badge(id: first!), Badge(id: BadgeID(2))]))
    first = nil
    var offsets: [Int] = []
    let token = tracker.observe { record in
      for case .updated(let offset, _) in record.rowChanges ?? [] {
        offsets.append(offset)
      }
    }
    defer { token.cancel() }
    try tracker.edit(\.badges, at: 0) { $0.isPinned = true }
    try tracker.edit(\.badges, at: 1) { $0.isPinned = true }
    // The element that holds the first identifier gets another: nothing holds the first now.
    try tracker.edit(\.badges, at: 0) { $0.id = BadgeID(3) }
    #expect(offsets == [0, 1, 0])
    #expect(tracker.state.badges.map(\.id.number) == [3, 2])
    #expect(released == nil)
  }

  /// Row changes kept by an observer share the box's list until the next edit, which writes
  /// over a copy: those with identifiers held by reference keep them, unchanged.
  @Test func rowChangesKeptWithIdentifiersHeldByReferenceDoNotChange() throws {
    let tracker = StateTracker(BadgeState(badges: (1...3).map { Badge(id: BadgeID($0)) }))
    var kept: [RowChanges] = []
    let token = tracker.observe { record in
      if let rowChanges = record.rowChanges {
        kept.append(rowChanges)
      }
    }
    defer { token.cancel() }
    for offset in [2, 0, 1, 0] {
      try tracker.edit(\.badges, at: offset) { $0.isPinned.toggle() }
    }
    let expected: [RowChanges] = [(2, 3), (0, 1), (1, 2), (0, 1)].map { offset, number in
      [.updated(offset: offset, id: RowID(BadgeID(number)))]
    }
    #expect(kept == expected)
  }

  @Test func aRecordWithItsRowsInTheSnapshotEqualsOneMadeWithThem() throws {
    let tracker = StateTracker(ChecklistState.numbered(2))
    let log = RecordLog(tracker)
    try tracker.edit(\.items, at: 1) { $0.isDone = true }
    let made = ChangeRecord(
      change: ChecklistState.Change.items, snapshot: tracker.state, sequence: 1,
      rowChanges: [.updated(offset: 1, id: RowID(1))])
    #expect(log.records == [made])
  }

  @Test func writesThroughRowTrackersReportEachTheirRowToTheParent() throws {
    let board = StateTracker(BoardState())
    let rows = try [3, 1].map { try board.scope(row: $0, in: \.rows) }
    let log = RecordLog(board)
    rows[0].set(\.isDone, to: true)
    rows[1].set(\.title, to: "first")
    rows[0].set(\.title, to: "last")
    try board.edit(\.rows) { rows in
      try rows.move(from: 3, to: 0)
    }
    rows[0].set(\.isDone, to: false)
    #expect(
      log.records.map(\.rowChanges) == [
        [.updated(offset: 3, id: RowID(3))], [.updated(offset: 1, id: RowID(1))],
        [.updated(offset: 3, id: RowID(3))], [.moved(from: 3, to: 0, id: RowID(3))],
        [.updated(offset: 0, id: RowID(3))],
      ])
    #expect(log.records[1].snapshot.rows[1].title == "first")
  }
}
