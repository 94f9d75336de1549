import ArticleSampleChecks
import ChangeTracking
import Testing

// The Lists and Collections article's samples, word for word, so that each one compiles and runs.

/// The types the article's samples declare, which the samples of the editor's documentation
/// comments use too.
enum ListsAndCollectionsArticle {
  // Article, the list:
  struct TodoItem: Identifiable, Equatable {
    var id: Int
    var title: String
    var isDone = false
  }

  struct TodoListState: TrackedState {
    var title = "Groceries"
    var items: [TodoItem] = []

    enum Change: Hashable, Sendable {
      case title, items
    }

    static let trackedProperties: [TrackedProperty<Self>] = [
      .tracked(\.title, as: .title),
      .trackedRows(\.items, as: .items),
    ]
  }

  /// A board of tasks, each a tracked state, for the row tracker's sample.
  struct Task: TrackedState, Identifiable, Equatable {
    var id: Int
    var isDone = false

    enum Change: Hashable, Sendable {
      case id, isDone
    }

    static let trackedProperties: [TrackedProperty<Self>] = [
      .tracked(\.id, as: .id),
      .tracked(\.isDone, as: .isDone),
    ]
  }

  struct Board: TrackedState {
    var tasks = (0..<3).map { Task(id: $0) }

    enum Change: Hashable, Sendable {
      case tasks
    }

    static let trackedProperties: [TrackedProperty<Self>] = [
      .trackedRows(\.tasks, as: .tasks)
    ]
  }

  /// The list view the article's observer drives: it writes down each call.
  final class ListView {
    var calls: [String] = []

    func insertRow(at offset: Int) { calls.append("insert \(offset)") }
    func deleteRow(at offset: Int) { calls.append("delete \(offset)") }
    func reloadRow(at offset: Int) { calls.append("reload \(offset)") }
    func moveRow(from: Int, to: Int) { calls.append("move \(from) \(to)") }
  }
}

@Suite struct ListsAndCollectionsArticleTests {
  private typealias TodoItem = ListsAndCollectionsArticle.TodoItem
  private typealias TodoListState = ListsAndCollectionsArticle.TodoListState

  @Test func everySwiftSampleIsMirroredHere() throws {
    try ArticleSamples.expectEachSample(
      of: "Sources/ChangeTracking/ChangeTracking.docc/ListsAndCollections.md", in: #filePath)
  }

  @Test func theArticlesEditsReportTheRowsItNames() throws {
    let listView = ListsAndCollectionsArticle.ListView()
    var records: [ChangeRecord<TodoListState>] = []

    // Article, edit in place:
    let tracker = StateTracker(TodoListState(), historyCapacity: 100)

    let log = tracker.observe { records.append($0) }
    defer { log.cancel() }
    // Article, reload only the rows that changed:
    let token = tracker.observe([.items]) { record in
      for row in record.rowChanges ?? [] {
        switch row {
        case .inserted(let offset, _): listView.insertRow(at: offset)
        case .removed(let offset, _): listView.deleteRow(at: offset)
        case .updated(let offset, _): listView.reloadRow(at: offset)
        case .moved(let from, let to, _): listView.moveRow(from: from, to: to)
        }
      }
    }
    defer { token.cancel() }
    // Article, the edits:
    tracker.edit(\.items) { rows in
      rows.append(TodoItem(id: 1, title: "Milk"))
      rows.append(TodoItem(id: 2, title: "Eggs"))
    }
    tracker.edit(\.items) { $0[1].isDone.toggle() }
    try tracker.edit(\.items) { try $0.move(from: 1, to: 0) }
    // Article, one element:
    try tracker.edit(\.items, at: 1) { $0.title = "Oat milk" }
    try tracker.edit(\.items, id: 2) { $0.title = "Brown eggs" }

    #expect(
      records.map(\.rowChanges) == [
        RowChanges([.inserted(offset: 0, id: RowID(1)), .inserted(offset: 1, id: RowID(2))]),
        RowChanges([.updated(offset: 1, id: RowID(2))]),
        RowChanges([.moved(from: 1, to: 0, id: RowID(2))]),
        RowChanges([.updated(offset: 1, id: RowID(1))]),
        RowChanges([.updated(offset: 0, id: RowID(2))]),
      ])
    #expect(
      listView.calls == ["insert 0", "insert 1", "reload 1", "move 1 0", "reload 1", "reload 0"])
    #expect(tracker.items.map(\.title) == ["Brown eggs", "Oat milk"])

    // Article, a whole array:
    tracker.set(\.items, to: tracker.items.filter { !$0.isDone })
    #expect(tracker.items.map(\.id) == [1])
    #expect(listView.calls.last == "delete 0")

    // Article, undo:
    tracker.undo()
    tracker.redo()
    #expect(listView.calls.suffix(2) == ["insert 0", "delete 0"])

    // Article, read while editing:
    try tracker.edit(\.items) { rows in
      rows.append(TodoItem(id: 3, title: "Bread"))
      if let offset = rows.firstIndex(where: { $0.title == "Oat milk" }) {
        try rows.remove(at: offset)
      }
      if !rows.contains(where: { $0.isDone }), let last = rows.indices.last {
        rows[last].isDone = true
      }
    }
    #expect(
      records.last?.rowChanges
        == RowChanges([
          .inserted(offset: 1, id: RowID(3)), .removed(offset: 0, id: RowID(1)),
          .updated(offset: 0, id: RowID(3)),
        ]))
    #expect(tracker.items == [TodoItem(id: 3, title: "Bread", isDone: true)])

    // Article, bad offsets:
    do {
      try tracker.edit(\.items) { try $0.remove(at: 7) }
    } catch {
      print(error)
    }
    #expect(throws: RowEditError.offsetOutOfRange(offset: 7, count: 1)) {
      try tracker.edit(\.items) { try $0.remove(at: 7) }
    }
    #expect(tracker.items.map(\.id) == [3])
  }

  @Test func theRowTrackerWritesTheRow() throws {
    let board = StateTracker(ListsAndCollectionsArticle.Board())
    var rows: [RowChanges?] = []
    let token = board.observe { rows.append($0.rowChanges) }
    defer { token.cancel() }
    // Article, a tracker per row:
    let row = try board.scope(row: 2, in: \.tasks)
    row.set(\.isDone, to: true)
    #expect(board.tasks[2].isDone)
    #expect(rows == [[.updated(offset: 2, id: RowID(2))]])
  }
}
