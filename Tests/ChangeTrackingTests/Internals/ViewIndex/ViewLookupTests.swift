import ChangeTracking
import Testing

/// A write finds the views under what it changed, by the declared property they lie under and,
/// for a row's view, by its row's id; the views it does not touch are left alone, and those it
/// does are brought in step as if every view were visited.
@Suite struct ViewLookupTests {
  @Test func aRowViewFreezesWhenTheParentChangesItsRowsIDAndResumesWhenTheIDIsBack() throws {
    let board = StateTracker(BoardState(), historyCapacity: 10)
    let row = try board.scope(row: 3, in: \.rows)
    try board.edit(\.rows, at: 3) { $0.id = 30 }
    #expect(row.scopeError == .rowNotFound(id: "3", property: "\\BoardState.rows"))
    row.set(\.title, to: "lost")
    #expect(board.rows[3].title == "task 3")
    try board.edit(\.rows, at: 3) { $0.id = 3 }
    #expect(row.scopeError == nil)
    row.set(\.title, to: "found")
    #expect(board.rows[3].title == "found")
  }

  @Test func aRowViewOfARowInsertedAgainResumes() throws {
    let board = StateTracker(BoardState(), historyCapacity: 10)
    let row = try board.scope(row: 1, in: \.rows)
    let removed = try board.edit(\.rows) { try $0.remove(id: 1) }
    #expect(row.scopeError != nil)
    board.edit(\.rows) { $0.append(removed) }
    #expect(row.scopeError == nil)
    row.set(\.title, to: "back")
    #expect(board.rows.last?.title == "back")
  }

  @Test func theViewsOfAViewThawWithIt() throws {
    let app = StateTracker(NestedAppState(), historyCapacity: 10)
    app.edit(\.detail!.items) { $0.append(ChecklistItem(id: 7, title: "seven")) }
    let detail = try app.scope(\.detail)
    let row = try detail.scope(row: 7, in: \.items)
    app.set(\.detail, to: nil)
    #expect(row.scopeError != nil)
    app.undo()
    #expect(detail.scopeError == nil)
    #expect(row.scopeError == nil)
    row.set(\.title, to: "thawed")
    #expect(app.detail?.items.first?.title == "thawed")
  }

  @Test func aWriteThatChangesNoViewedPropertyLeavesTheViewsUnreported() throws {
    let board = StateTracker(BoardState(), historyCapacity: 10)
    let row = try board.scope(row: 2, in: \.rows)
    var rowChanges: [ChecklistItem.Change] = []
    let token = row.observe { rowChanges.append($0.change) }
    board.update { $0.name = "renamed" }
    board.edit(\.rows) { $0.append(ChecklistItem(id: 9, title: "nine")) }
    try board.edit(\.rows, at: 0) { $0.title = "first" }
    #expect(rowChanges.isEmpty)
    try board.edit(\.rows, at: 2) { $0.title = "second" }
    board.update { $0.rows[2].isDone.toggle() }
    #expect(rowChanges == [.title, .isDone])
    withExtendedLifetime(token) {}
  }
}
