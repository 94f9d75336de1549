import ChangeTracking
import Testing

/// The batch of a scope, or of a tracker with scopes: what it stores, reports and lets go,
/// however batches follow or nest in what their records start.
@Suite struct BatchOnCopyTests {
  struct Refused: Error, Equatable {}

  @Test func aBatchThatThrowsStoresNothingAndTheNextOneStores() throws {
    let app = StateTracker(ShellState())
    let feed = try app.scope(\.feed)
    let appLog = RecordLog(app)
    #expect(throws: Refused()) {
      try app.update { (state) throws(Refused) in
        state.user = "ada"
        throw Refused()
      }
    }
    #expect(throws: Refused()) {
      try feed.update { (state) throws(Refused) in
        state.user = "ada"
        throw Refused()
      }
    }
    #expect(app.state == ShellState())
    #expect(appLog.records.isEmpty)
    app.update { $0.user = "grace" }
    feed.update { $0.step = .loading }
    #expect(appLog.changes == [.user, .feed(.step)])
    #expect(app.user == "grace")
    #expect(feed.step == .loading)
  }

  @Test func aBatchStartedByARecordOfABatchOnACopyStoresBoth() throws {
    let app = StateTracker(ShellState())
    let feed = try app.scope(\.feed)
    let appLog = RecordLog(app)
    let token = feed.observe([.user]) { _ in
      feed.update { $0.step = .loading }
    }
    defer { token.cancel() }
    app.update { state in
      state.user = "ada"
      state.feed.user = "grace"
    }
    #expect(app.state.user == "ada")
    #expect(app.state.feed == FeedState(user: "grace", step: .loading))
    #expect(appLog.changes == [.user, .feed(.user), .feed(.step)])
    #expect(appLog.records.last?.snapshot == app.state)
  }

  @Test func aBatchReturnsWhatItsClosureReturns() throws {
    let app = StateTracker(ShellState())
    let feed = try app.scope(\.feed)
    let count = feed.update { state in
      state.user = "ada"
      return state.user.count
    }
    #expect(count == 3)
    #expect(app.feed.user == "ada")
  }
}
