import ChangeTracking
import Testing

@MainActor
@Suite struct ScopeTests {
  @Test func childWriteReachesChildObserversAndParentObserversAsEmbeddingChange() throws {
    let app = StateTracker(ShellState())
    let feed = try app.scope(\.feed)
    let appLog = RecordLog(app)
    let feedLog = RecordLog(feed)

    feed.set(\.step, to: .loading)

    #expect(feedLog.changes == [.step])
    #expect(appLog.changes == [.feed(.step)])
    #expect(app.feed.step == .loading)
    #expect(feed.state == app.feed)
    #expect(feedLog.records.first?.snapshot == app.feed)
    #expect(appLog.records.first?.snapshot == app.state)
  }

  @Test func parentWriteIntoEmbeddedStateIsReportedToChildObservers() throws {
    let app = StateTracker(ShellState())
    let feed = try app.scope(\.feed)
    let appLog = RecordLog(app)
    let feedLog = RecordLog(feed)

    app.set(\.feed.user, to: "ada")
    app.set(\.feed, to: FeedState(user: "grace", step: .loading))

    #expect(appLog.changes == [.feed(.user), .feed(.user), .feed(.step)])
    #expect(feedLog.changes == [.user, .user, .step])
    #expect(feedLog.sequences == [1, 2, 3])
    #expect(feedLog.records.map(\.snapshot.user) == ["ada", "grace", "grace"])
    #expect(feed.state == FeedState(user: "grace", step: .loading))
  }

  @Test func childBatchIsReportedOnBothSidesWithItsFinalSnapshot() throws {
    let app = StateTracker(ShellState())
    let feed = try app.scope(\.feed)
    let appLog = RecordLog(app)
    let feedLog = RecordLog(feed)

    feed.update { state in
      state.step = .loaded(["a"])
      state.user = "ada"
    }

    #expect(feedLog.changes == [.user, .step])
    #expect(appLog.changes == [.feed(.user), .feed(.step)])
    #expect(
      feedLog.records.allSatisfy { $0.snapshot == FeedState(user: "ada", step: .loaded(["a"])) })
    #expect(appLog.records.allSatisfy { $0.snapshot.feed == feed.state })
  }

  @Test func writesBackAndForthFollowOneGlobalOrder() throws {
    let app = StateTracker(ShellState())
    let feed = try app.scope(\.feed)
    let journal = Journal()
    let appLog = RecordLog(app)
    let feedLog = RecordLog(feed)
    let appJournal = app.observe { journal.lines.append("app \($0.change)") }
    let feedJournal = feed.observe { journal.lines.append("feed \($0.change)") }
    let pushUser = app.observe([.user]) { record in
      feed.set(\.user, to: record.snapshot.user)
    }
    let loadForUser = feed.observe([.user]) { _ in
      feed.set(\.step, to: .loading)
    }

    app.set(\.user, to: "ada")

    #expect(
      journal.lines == [
        "app user", "feed user", "app feed(ChangeTrackingTests.FeedState.Change.user)",
        "feed step", "app feed(ChangeTrackingTests.FeedState.Change.step)",
      ])
    #expect(appLog.sequences == [1, 2, 3])
    #expect(feedLog.sequences == [1, 2])
    #expect(app.state.feed == FeedState(user: "ada", step: .loading))
    withExtendedLifetime((pushUser, loadForUser, appJournal, feedJournal)) {}
  }

  @Test func childObserversReadTheSameStateThroughEitherTracker() throws {
    let app = StateTracker(ShellState())
    let feed = try app.scope(\.feed)
    var seen: [Bool] = []
    let token = feed.observe { _ in seen.append(feed.state == app.feed) }
    let appToken = app.observe { _ in seen.append(feed.state == app.feed) }

    feed.set(\.step, to: .loading)
    app.set(\.feed.user, to: "ada")

    #expect(seen == [true, true, true, true])
    withExtendedLifetime((token, appToken)) {}
  }

  @Test func twoScopesOverOnePropertySeeEachOthersWrites() throws {
    let app = StateTracker(ShellState())
    let first = try app.scope(\.feed)
    let second = try app.scope(\.feed)
    let secondLog = RecordLog(second)

    first.set(\.user, to: "ada")

    #expect(second.user == "ada")
    #expect(secondLog.changes == [.user])
  }

  @Test func scopeOverUndeclaredPropertyThrows() {
    let app = StateTracker(ShellState())

    #expect(throws: ScopeError.notDeclaredAsScoped(property: "\\ShellState.notScoped")) {
      try app.scope(\.notScoped)
    }
  }

  @Test func scopeOverNilOptionalThrows() {
    let app = StateTracker(ShellState())

    #expect(throws: ScopeError.embeddedStateIsNil(property: "\\ShellState.sidebar")) {
      try app.scope(\.sidebar)
    }
  }

  @Test func scopeRefusesWritesWhileOptionalEmbeddedStateIsNil() throws {
    let app = StateTracker(ShellState(sidebar: FeedState(user: "ada")))
    let sidebar = try app.scope(\.sidebar)
    let appLog = RecordLog(app)
    let sidebarLog = RecordLog(sidebar)

    app.set(\.sidebar, to: nil)
    sidebar.set(\.step, to: .loading)
    sidebar.update { $0.user = "grace" }

    #expect(app.sidebar == nil)
    #expect(sidebar.state == FeedState(user: "ada"))
    #expect(sidebar.scopeError == .embeddedStateIsNil(property: "\\ShellState.sidebar"))
    #expect(appLog.changes == [.sidebar(.user), .sidebar(.step)])
    #expect(sidebarLog.changes.isEmpty)
  }

  @Test func scopeResumesWhenOptionalEmbeddedStateIsBack() throws {
    let app = StateTracker(ShellState(sidebar: FeedState(user: "ada")))
    let sidebar = try app.scope(\.sidebar)
    let sidebarLog = RecordLog(sidebar)

    app.set(\.sidebar, to: nil)
    app.set(\.sidebar, to: FeedState(user: "grace"))
    sidebar.set(\.step, to: .loading)

    #expect(sidebar.scopeError == nil)
    #expect(sidebarLog.changes == [.user, .step])
    #expect(sidebarLog.sequences == [1, 2])
    #expect(app.sidebar == FeedState(user: "grace", step: .loading))
  }

  @Test func scopeKeepsItsParentAlive() throws {
    var app: StateTracker<ShellState>? = StateTracker(ShellState())
    weak let released = app
    let feed = try #require(try app?.scope(\.feed))
    let appLog = try #require(app.map { RecordLog($0) })

    app = nil
    feed.set(\.user, to: "ada")

    #expect(released?.feed.user == "ada")
    #expect(appLog.changes == [.feed(.user)])
  }

  @Test func releasedScopeLeavesItsParent() throws {
    let app = StateTracker(ShellState())
    var feed: StateTracker<FeedState>? = try app.scope(\.feed)
    weak let releasedFeed = feed

    feed = nil
    app.set(\.feed.user, to: "ada")

    #expect(releasedFeed == nil)
    #expect(app.observerCount == 0)
    #expect(app.feed.user == "ada")
  }

  @Test func chainedWritesBetweenScopeAndParentDoNotGrowTheStack() throws {
    let app = StateTracker(ShellState())
    let feed = try app.scope(\.feed)
    var count = 0
    let token = feed.observe([.user]) { _ in
      if count < 100_000 {
        count += 1
        app.set(\.feed.user, to: "user \(count)")
      }
    }

    feed.set(\.user, to: "first")

    #expect(count == 100_000)
    #expect(feed.user == "user 100000")
    withExtendedLifetime(token) {}
  }

  @Test func nestedScopesReportEachWriteAtEveryLevel() throws {
    let root = StateTracker(RootState())
    let shell = try root.scope(\.shell)
    let feed = try shell.scope(\.feed)
    let rootLog = RecordLog(root)
    let shellLog = RecordLog(shell)
    let feedLog = RecordLog(feed)

    feed.set(\.step, to: .loading)
    root.set(\.shell.feed.user, to: "ada")

    #expect(rootLog.changes == [.shell(.feed(.step)), .shell(.feed(.user))])
    #expect(shellLog.changes == [.feed(.step), .feed(.user)])
    #expect(feedLog.changes == [.step, .user])
    #expect(root.shell.feed == FeedState(user: "ada", step: .loading))
    #expect(shell.state == root.shell)
    #expect(feed.state == root.shell.feed)
  }
}
