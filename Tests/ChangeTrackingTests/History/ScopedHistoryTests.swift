import ChangeTracking
import Testing

@MainActor
@Suite struct ScopedHistoryTests {
  @Test func writeThroughAChildIsAnUndoStepOfTheParent() throws {
    let app = StateTracker(ShellState(), historyCapacity: 5)
    let feed = try app.scope(\.feed)
    feed.set(\.step, to: .loading)
    #expect(app.canUndo)
    let appLog = RecordLog(app)
    let feedLog = RecordLog(feed)
    app.undo()
    #expect(app.feed == FeedState())
    #expect(feed.state == FeedState())
    #expect(appLog.changes == [.feed(.step)])
    #expect(feedLog.changes == [.step])
  }

  @Test func undoAndRedoOfAParentWriteReachTheChild() throws {
    let app = StateTracker(ShellState(), historyCapacity: 5)
    let feed = try app.scope(\.feed)
    app.update { $0.feed.user = "ada" }
    app.undo()
    #expect(feed.user == "nobody")
    app.redo()
    #expect(feed.user == "ada")
  }

  @Test func childBatchInsideAParentTransactionIsOneStep() throws {
    let app = StateTracker(ShellState(), historyCapacity: 5)
    let feed = try app.scope(\.feed)
    app.transaction {
      app.set(\.user, to: "grace")
      feed.update { $0.step = .loaded(["news"]) }
    }
    app.undo()
    #expect(app.state == ShellState())
    #expect(!app.canUndo)
  }
}
