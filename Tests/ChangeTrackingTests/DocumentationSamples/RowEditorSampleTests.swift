import ArticleSampleChecks
import ChangeTracking
import Testing

// The samples of RowEditor's documentation comments, word for word, so that each one compiles
// and runs, on the Lists and Collections article's list.

@Suite struct RowEditorSampleTests {
  private typealias TodoItem = ListsAndCollectionsArticle.TodoItem
  private typealias TodoListState = ListsAndCollectionsArticle.TodoListState

  /// A list of four items, the second one untitled and done.
  private func groceries() -> StateTracker<TodoListState> {
    var state = TodoListState()
    state.items = [
      TodoItem(id: 1, title: "Eggs"), TodoItem(id: 2, title: "", isDone: true),
      TodoItem(id: 3, title: "Milk"), TodoItem(id: 4, title: "Bread"),
    ]
    return StateTracker(state)
  }

  @Test func everySwiftSampleIsMirroredHere() throws {
    try ArticleSamples.expectEachDocumentationSample(
      of: "Sources/ChangeTracking/Rows/RowEditor.swift", in: #filePath)
    try ArticleSamples.expectEachDocumentationSample(
      of: "Sources/ChangeTracking/Rows/RowEditor+Reading.swift", in: #filePath)
  }

  @Test func theEditorsSampleWritesWhatItSays() throws {
    let tracker = groceries()
    try tracker.edit(\.items) { rows in
      rows[3].isDone.toggle()
      rows.append(TodoItem(id: 7, title: "Call Ada"))
      if let offset = rows.firstIndex(where: { $0.title == "Milk" }) {
        try rows.move(from: offset, to: 0)
      }
    }
    #expect(tracker.items.map(\.id) == [3, 1, 2, 4, 7])
    #expect(tracker.items[3].isDone)
  }

  @Test func theWritesSamplesChangeTheRowsTheyName() throws {
    let tracker = groceries()
    tracker.edit(\.items) { $0[3].isDone.toggle() }
    tracker.edit(\.items) { $0.append(TodoItem(id: 7, title: "Call Ada")) }
    try tracker.edit(\.items) { rows in
      if let offset = rows.firstIndex(where: { $0.title.isEmpty }) {
        try rows.remove(at: offset)
      }
    }
    #expect(tracker.items.map(\.id) == [1, 3, 4, 7])
    try tracker.edit(\.items) { try $0.move(from: 0, to: 2) }
    try tracker.edit(\.items) { (rows) throws(RowEditError) in
      try rows.update(at: 3) { $0.isDone.toggle() }
    }
    #expect(tracker.items.map(\.id) == [3, 4, 1, 7])
    #expect(tracker.items.map(\.isDone) == [false, true, false, true])
  }

  @Test func theInsertRemoveAllAndReplaceAllSamplesChangeTheList() throws {
    let tracker = groceries()
    try tracker.edit(\.items) { try $0.insert(TodoItem(id: 7, title: "Call Ada"), at: 0) }
    tracker.edit(\.items) { $0.removeAll { $0.isDone } }
    #expect(tracker.items.map(\.id) == [7, 1, 3, 4])
    tracker.edit(\.items) { rows in
      rows.replaceAll(with: rows.elements.sorted { $0.title < $1.title })
    }
    #expect(tracker.items.map(\.title) == ["Bread", "Call Ada", "Eggs", "Milk"])
  }

  @Test func theSamplesByIDFindTheItem() throws {
    let tracker = groceries()
    let item = tracker.items[2]
    try tracker.edit(\.items) { rows in
      if let offset = rows.offset(of: item.id), offset > 0 {
        try rows.move(from: offset, to: 0)
      }
    }
    #expect(tracker.items.map(\.id) == [3, 1, 2, 4])
    try tracker.edit(\.items) { (rows) throws(RowEditError) in
      try rows.update(id: item.id) { $0.title = "Call Ada" }
    }
    #expect(tracker.items[0].title == "Call Ada")
    try tracker.edit(\.items) { try $0.remove(id: item.id) }
    #expect(tracker.items.map(\.id) == [1, 2, 4])
  }

  @Test func theReadingSamplesReadTheListAsEdited() throws {
    let tracker = groceries()
    let titles = tracker.edit(\.items) { rows in
      rows.append(TodoItem(id: 7, title: "Call Ada"))
      for item in rows.elements where item.isDone {
        print("done:", item.title)
      }
      return rows.elements.map(\.title)
    }
    #expect(titles == ["Eggs", "", "Milk", "Bread", "Call Ada"])

    tracker.edit(\.items) { rows in
      for offset in rows.indices where rows[offset].title.isEmpty {
        rows[offset].title = "Untitled"
      }
    }
    #expect(tracker.items[1].title == "Untitled")

    let openAfterFirst = tracker.edit(\.items) { rows in
      rows[1...].filter { !$0.isDone }.count
    }
    #expect(openAfterFirst == 3)

    do {
      let item = tracker.items[2]
      tracker.edit(\.items) { rows in
        if let offset = rows.firstIndex(of: item) { rows[offset].isDone = true }
      }
      #expect(tracker.items[2].isDone)
    }

    try tracker.edit(\.items) { rows in
      if let offset = rows.firstIndex(where: { $0.isDone }) {
        try rows.move(from: offset, to: rows.count - 1)
      }
    }
    #expect(tracker.items.map(\.id) == [1, 3, 4, 7, 2])

    do {
      let item = TodoItem(id: 9, title: "Tea")
      tracker.edit(\.items) { rows in
        if !rows.contains(item) { rows.append(item) }
      }
      tracker.edit(\.items) { rows in
        if !rows.contains(item) { rows.append(item) }
      }
      #expect(tracker.items.map(\.id) == [1, 3, 4, 7, 2, 9])
    }
  }
}
