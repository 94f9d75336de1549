import ChangeTracking
import Testing

// The README's "Undo, redo and rollback" example, kept here word for word so that it cannot
// rot, with the editor sample's state it assumes.

private struct TodoItem: Equatable, Codable, Sendable {
  var id: Int
  var text: String
  var isDone = false
}

private struct TodoState: TrackedState, Equatable, Codable, Sendable {
  var title = "Untitled"
  var items: [TodoItem] = []

  enum Change: String, Hashable, Sendable, Codable {
    case title, items
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.title, as: .title),
    .tracked(\.items, as: .items),
  ]
}

extension ReadmeExampleTests {
  @Test func historyExampleReportsWhatItsCommentsSay() throws {
    var seen: [TodoState.Change] = []

    // README, from here…
    let tracker = StateTracker(TodoState(), historyCapacity: 100)
    // …(an observer that checks the comments below)…
    let token = tracker.observe { seen.append($0.change) }

    tracker.set(\.title, to: "Groceries")
    tracker.transaction {  // one undo step; observers still see each write as it happens
      tracker.update { $0.items.append(TodoItem(id: 1, text: "Milk")) }
      tracker.set(\.title, to: "Weekend groceries")
    }
    tracker.undo()  // reports .title and .items, in declaration order
    tracker.redo()

    let clean = tracker.checkpoint()
    tracker.update { $0.items.removeAll() }
    try tracker.rollback(to: clean)  // reports .items; a rollback is itself one undo step

    let bytes = try tracker.savedHistory().json()  // when the state and its changes are Codable
    try tracker.restoreHistory(SavedHistory<TodoState>(json: bytes))
    // …to here.

    #expect(
      seen == [
        .title, .items, .title,  // the first write, then the transaction's, each as it happens
        .title, .items,  // undo of the transaction, in declaration order
        .title, .items,  // redo
        .items,  // removeAll
        .items,  // rollback
      ])
    #expect(
      tracker.state == TodoState(title: "Weekend groceries", items: [TodoItem(id: 1, text: "Milk")])
    )
    #expect(tracker.undo())
    #expect(tracker.items.isEmpty)
    token.cancel()
  }
}
