import ChangeTracking
import Testing

/// Child trackers over one element of an identified array.
@Suite struct RowScopeTests {
  /// Keeps what a tracker's observer receives.
  final class Log<State: TrackedState> {
    var records: [ChangeRecord<State>] = []
    var token: ObservationToken?

    init(_ tracker: StateTracker<State>) {
      token = tracker.observe { [unowned self] in records.append($0) }
    }
  }

  @Test func aWriteThroughTheRowIsTheParentsRowUpdate() throws {
    let board = StateTracker(BoardState(), historyCapacity: 10)
    let row = try board.scope(row: 2, in: \.rows)
    let boardLog = Log(board)
    let rowLog = Log(row)
    row.set(\.isDone, to: true)
    #expect(board.rows[2].isDone)
    #expect(boardLog.records.map(\.change) == [.rows])
    #expect(boardLog.records.first?.rowChanges == [.updated(offset: 2, id: RowID(2))])
    #expect(rowLog.records.map(\.change) == [.isDone])
    #expect(rowLog.records.first?.snapshot == board.rows[2])
    #expect(board.undo())
    #expect(!board.rows[2].isDone)
    #expect(rowLog.records.map(\.change) == [.isDone, .isDone])
    #expect(!row.isDone)
  }

  /// A row's tracker reads and writes the parent's state itself: a write through it made before
  /// the parent's record of an earlier change of the row reaches it keeps that change.
  @Test func aWriteThroughTheRowDuringTheParentsDeliveryKeepsTheParentsChange() throws {
    let board = StateTracker(BoardState())
    let row = try board.scope(row: 1, in: \.rows)
    let token = board.observe([.name]) { _ in row.set(\.title, to: "x") }

    board.update { state in
      state.name = "n"
      state.rows[1].isDone = true
    }

    #expect(board.rows[1] == ChecklistItem(id: 1, title: "x", isDone: true))
    #expect(row.state == board.rows[1])
    token.cancel()
  }

  @Test func aWriteToTheRowThroughTheParentReachesTheChild() throws {
    let board = StateTracker(BoardState())
    let row = try board.scope(row: 1, in: \.rows)
    let rowLog = Log(row)
    board.edit(\.rows) { $0[3].title = "elsewhere" }
    #expect(rowLog.records.isEmpty)
    try board.edit(\.rows) { rows in
      try rows.move(from: 1, to: 0)
      rows[0].title = "renamed"
    }
    #expect(row.title == "renamed")
    #expect(rowLog.records.map(\.change) == [.title])
    row.set(\.title, to: "again")
    #expect(board.rows[0].title == "again")
  }

  @Test func aRemovedRowRefusesWritesUntilItIsBack() throws {
    let board = StateTracker(BoardState(), historyCapacity: 10)
    let row = try board.scope(row: 3, in: \.rows)
    let boardLog = Log(board)
    try board.edit(\.rows) { try $0.remove(id: 3) }
    #expect(row.scopeError == .rowNotFound(id: "3", property: "\\BoardState.rows"))
    row.set(\.title, to: "lost")
    #expect(row.title == "task 3")
    #expect(board.rows.map(\.id) == [0, 1, 2])
    #expect(boardLog.records.count == 1)
    board.undo()
    #expect(row.scopeError == nil)
    row.set(\.title, to: "found")
    #expect(board.rows[3].title == "found")
  }

  @Test func aBatchWhoseClosureWritesThroughTheParentStopsTheProgram() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let board = StateTracker(BoardState(), historyCapacity: 10)
      let row = try board.scope(row: 3, in: \.rows)
      row.update { item in
        board.update { $0.rows.removeAll { $0.id == 3 } }
        item.title = "lost"
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "Overlapping accesses to the state of StateTracker<BoardState>: a batch was made while a "
          + "batch (`update`) through a tracker scoped from it was running."))
  }

  @Test func aWriteThroughARowThatChangesItsIDStopsTheProgram() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let board = StateTracker(BoardState())
      let row = try? board.scope(row: 2, in: \.rows)
      row?.set(\.id, to: 99)
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "StateTracker<ChecklistItem>: a write through the tracker of the row with the id 2 of "
          + "\\BoardState.rows changed the element's id"))
    #expect(message.contains("change an element's id through the parent"))
  }

  @Test func aBatchThroughARowThatChangesItsIDStopsTheProgram() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let board = StateTracker(BoardState(), historyCapacity: 10)
      let row = try? board.scope(row: 2, in: \.rows)
      row?.update { $0.id = 99 }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("A row's tracker follows one id"))
  }

  @Test func readingARowTrackerInsideTheEditThatRemovedItsRowStopsTheProgram() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let board = StateTracker(BoardState())
      let row = try? board.scope(row: 3, in: \.rows)
      try? board.edit(\.rows) { rows in
        _ = try rows.remove(id: 3)
        _ = row?.title
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "StateTracker<ChecklistItem>: the tracker's row is no longer found by its id"))
    #expect(message.contains("read it after the edit returns"))
  }

  @Test func aRowScopeNeedsItsElementAndADeclaredArray() {
    let board = StateTracker(BoardState())
    #expect(throws: ScopeError.rowNotFound(id: "9", property: "\\BoardState.rows")) {
      try board.scope(row: 9, in: \.rows)
    }
    #expect(throws: ScopeError.notDeclaredAsScoped(property: "\\BoardState.notes")) {
      try board.scope(row: 0, in: \.notes)
    }
    #expect(
      ScopeError.rowNotFound(id: "9", property: "\\BoardState.rows").description
        == "\\BoardState.rows has no element with the id 9: a row scope needs its element")
  }

  @Test func aBatchThroughTheRowIsOneParentRecord() throws {
    let board = StateTracker(BoardState())
    let row = try board.scope(row: 0, in: \.rows)
    let boardLog = Log(board)
    let rowLog = Log(row)
    row.update { state in
      state.title = "both"
      state.isDone = true
    }
    #expect(boardLog.records.map(\.rowChanges) == [[.updated(offset: 0, id: RowID(0))]])
    #expect(rowLog.records.map(\.change) == [.title, .isDone])
  }

  @Test func theRowGoesAwayWithItsTracker() throws {
    let board = StateTracker(BoardState())
    weak var released: StateTracker<ChecklistItem>?
    do {
      let row = try board.scope(row: 0, in: \.rows)
      released = row
      row.set(\.isDone, to: true)
    }
    #expect(released == nil)
    board.edit(\.rows) { $0[0].isDone = false }
    #expect(board.observerCount == 0)
  }
}

extension RowScopeTests {
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
}

extension RowScopeTests {
  @Test func aRowThatMovedIsFoundWhereItIsNow() throws {
    let board = StateTracker(BoardState())
    let row = try board.scope(row: 2, in: \.rows)
    let boardLog = Log(board)
    try board.edit(\.rows) { (rows) throws(RowEditError) in
      try rows.move(from: 2, to: 0)
      try rows.insert(ChecklistItem(id: 9, title: "nine"), at: 0)
    }
    row.set(\.isDone, to: true)
    #expect(
      board.rows.map(\.description) == ["9:nine", "2:task 2✓", "0:task 0", "1:task 1", "3:task 3"])
    #expect(boardLog.records.last?.rowChanges == [.updated(offset: 1, id: RowID(2))])
    row.set(\.title, to: "renamed")
    #expect(board.rows[1].description == "2:renamed✓")
  }
}

extension RowScopeTests {
  @Test func aRowsRecordsReachItsObserversAtItsTurnAmongTheParents() throws {
    let board = StateTracker(BoardState())
    var order: [String] = []
    let before = board.observe { _ in order.append("board before") }
    let row = try board.scope(row: 1, in: \.rows)
    let after = board.observe { _ in order.append("board after") }
    let rowToken = row.observe { order.append("row \($0.change)") }
    defer { for token in [before, after, rowToken] { token.cancel() } }
    row.set(\.isDone, to: true)
    #expect(order == ["board before", "row isDone", "board after"])
    order = []
    board.edit(\.rows) { $0[1].title = "renamed" }
    #expect(order == ["board before", "row title", "board after"])
  }

  @Test func aRowWriteMadeDuringTheParentsDeliveryWaitsForItsRecord() throws {
    let board = StateTracker(BoardState())
    var order: [String] = []
    let boardLog = board.observe { order.append("board \($0.change) \($0.sequence)") }
    let row = try board.scope(row: 1, in: \.rows)
    let writer = board.observe([.name]) { [unowned row] _ in row.set(\.isDone, to: true) }
    let rowToken = row.observe { order.append("row \($0.change) \($0.sequence)") }
    defer { for token in [writer, boardLog, rowToken] { token.cancel() } }
    board.set(\.name, to: "Chores")
    #expect(order == ["board name 1", "board rows 2", "row isDone 1"])
  }
}
