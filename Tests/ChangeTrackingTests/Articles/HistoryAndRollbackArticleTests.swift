import ArticleSampleChecks
import ChangeTracking
import Foundation
import TestSupport
import Testing

// The History and Rollback article's samples, word for word, so that each one compiles and runs.

/// The types the article's samples assume the app has.
private enum HistoryArticle {
  struct TodoItem: Equatable, Codable, Sendable {
    var id: Int
    var text: String
  }

  struct TodoState: TrackedState, Equatable, Codable, Sendable {
    var title = ""
    var items: [TodoItem] = []
    var cachedAvatar: [UInt8] = []

    enum Change: Hashable, Sendable, Codable {
      case title, items
    }

    static let trackedProperties: [TrackedProperty<Self>] = [
      .tracked(\.title, as: .title),
      .tracked(\.items, as: .items),
      .untracked(\.cachedAvatar),
    ]
  }

  /// A store whose saves fail, so that the sample rolls back.
  struct FailingStore {
    struct Unavailable: Error {}

    func save(_ state: TodoState) async throws {
      throw Unavailable()
    }
  }
}

@Suite struct HistoryAndRollbackArticleTests {
  private typealias TodoState = HistoryArticle.TodoState
  private typealias TodoItem = HistoryArticle.TodoItem

  @Test func everySwiftSampleIsMirroredHere() throws {
    try ArticleSamples.expectEachSample(
      of: "Sources/ChangeTracking/ChangeTracking.docc/HistoryAndRollback.md", in: #filePath)
  }

  @Test func undoAndRedoReportWhatTheyRestore() {
    let tracker = StateTracker(TodoState(), historyCapacity: 100)
    let log = RecordLog(tracker)

    tracker.set(\.title, to: "Groceries")
    tracker.update { $0.items.append(TodoItem(id: 1, text: "Milk")) }

    tracker.undo()  // reports .items; the list is empty again
    tracker.undo()  // reports .title
    tracker.redo()  // reports .title; the title is "Groceries"

    #expect(log.changes == [.title, .items, .items, .title, .title])
    #expect(tracker.title == "Groceries")
    #expect(tracker.items.isEmpty)
  }

  @Test func undoRestoresAnUntrackedWriteMadeAfterTheLatestStep() {
    let tracker = StateTracker(TodoState(), historyCapacity: 100)
    let img: [UInt8] = [0xFF, 0xD8]
    let log = RecordLog(tracker)

    tracker.set(\.title, to: "Draft")  // step 1
    tracker.set(\.cachedAvatar, to: img)  // untracked: no step
    tracker.undo()  // title and cachedAvatar both as before step 1

    #expect(log.changes == [.title, .title])
    #expect(tracker.state == TodoState())
    #expect(!tracker.canUndo)
  }

  @Test func transactionIsUndoneInOneStep() {
    let tracker = StateTracker(TodoState(), historyCapacity: 100)
    tracker.set(\.title, to: "Groceries")
    let log = RecordLog(tracker)

    tracker.transaction {
      tracker.set(\.title, to: "Weekend groceries")
      tracker.update { $0.items.append(TodoItem(id: 2, text: "Bread")) }
    }
    tracker.undo()  // reverses both; reports .title, then .items

    #expect(log.changes == [.title, .items, .title, .items])
    #expect(tracker.state == TodoState(title: "Groceries"))
  }

  @Test func failedSaveRollsBackToTheCheckpoint() async throws {
    let tracker = StateTracker(TodoState(), historyCapacity: 100)
    let store = HistoryArticle.FailingStore()
    tracker.set(\.title, to: "Groceries")
    let newTitle = "Weekend groceries"
    let log = RecordLog(tracker)

    let beforeSave = tracker.checkpoint()
    tracker.set(\.title, to: newTitle)  // shown at once
    do {
      try await store.save(tracker.state)
    } catch {
      try tracker.rollback(to: beforeSave)  // the save failed: the old title is back
    }

    #expect(log.snapshots.map(\.title) == ["Weekend groceries", "Groceries"])
    #expect(tracker.title == "Groceries")
  }

  @Test func savedHistoryRestoresFromAFile() throws {
    let tracker = StateTracker(TodoState(), historyCapacity: 100)
    let log = RecordLog(tracker)
    tracker.set(\.title, to: "Groceries")
    tracker.set(\.title, to: "Weekend groceries")
    let collected = log.records
    let folder = try TemporaryFolder()
    let sessionURL = folder.url("session.json")

    let bytes = try tracker.savedHistory(records: collected).json()
    try Data(bytes).write(to: sessionURL)

    // After a crash, or in a test that replays the session:
    let saved = try SavedHistory<TodoState>(json: Data(contentsOf: sessionURL))
    try tracker.restoreHistory(saved)

    #expect(saved.records.map(\.change) == [.title, .title])
    tracker.undo()
    #expect(tracker.title == "Groceries")
  }
}
