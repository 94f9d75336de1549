import ChangeTracking
import Testing

// The README's "Lists" example, kept here word for word so that it cannot rot.

private struct TodoItem: Identifiable, Equatable {
  var id: Int
  var text: String
  var isDone = false
}

private struct TodoState: TrackedState {
  var title = ""
  var items: [TodoItem] = []

  enum Change: Hashable, Sendable {
    case title, items
  }

  // README, the declaration:
  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.title, as: .title),
    .trackedRows(\.items, as: .items),  // items: [TodoItem], TodoItem: Identifiable & Equatable
  ]
}

@Suite struct ReadmeListsExampleTests {
  @Test func theReadmesListExampleReportsTheRowsItSays() throws {
    let tracker = StateTracker(
      TodoState(items: (0..<4).map { TodoItem(id: $0, text: "\($0)") }), historyCapacity: 10)
    var rows: [RowChanges?] = []
    let token = tracker.observe { rows.append($0.rowChanges) }
    defer { token.cancel() }

    // README, the edits:
    tracker.edit(\.items) { $0[3].isDone.toggle() }  // rows: .updated(offset: 3, id: …)
    try tracker.edit(\.items) { rows in
      rows.append(TodoItem(id: 7, text: "Call Ada"))  // .inserted(offset: …, id: 7)
      try rows.move(from: 0, to: 2)  // out of range: throws RowEditError, changes nothing
    }
    tracker.undo()  // restores the rows the edit changed, and reports them the same way
    try tracker.edit(\.items, id: 3) { $0.text = "Buy milk" }  // one row, without an editor

    #expect(
      rows == [
        [.updated(offset: 3, id: RowID(3))],
        [.inserted(offset: 4, id: RowID(7)), .moved(from: 0, to: 2, id: RowID(0))],
        [.moved(from: 2, to: 0, id: RowID(0)), .removed(offset: 4, id: RowID(7))],
        [.updated(offset: 3, id: RowID(3))],
      ])
    #expect(tracker.items.map(\.id) == [0, 1, 2, 3])
    #expect(tracker.items[3].isDone)
    #expect(tracker.items[3].text == "Buy milk")
  }
}
