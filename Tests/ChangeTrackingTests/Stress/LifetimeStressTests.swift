import ChangeTracking
import Testing

/// Trackers, scopes, observers and streams released at awkward moments: nothing crashes, nothing
/// is lost, and nothing is kept alive.
@Suite struct LifetimeStressTests {
  @Test func trackerReleasedByAnObserverFinishesTheDeliveryInProgress() {
    var tracker: StateTracker<Counter>? = StateTracker(Counter())
    weak let released = tracker
    let canary = Canary()
    weak let releasedCanary = canary
    var seen: [Counter.Change] = []
    var tokens: [ObservationToken] = []
    tokens.append(
      tracker!.observe { [canary] record in
        canary.calls += 1
        if record.change == .value {
          tracker?.set(\.label, to: "queued")
          tracker = nil
        }
      })
    tokens.append(tracker!.observe { seen.append($0.change) })

    tracker?.set(\.value, to: 1)

    #expect(seen == [.value, .label])
    #expect(canary.calls == 2)
    #expect(released == nil)
    for token in tokens {
      token.cancel()
    }
    #expect(tokens.allSatisfy { $0.isCancelled })
    _ = consume canary
    #expect(releasedCanary == nil)
  }

  @Test func streamsIteratedWhileTheTrackerIsReleasedEndAfterEveryRecord() async {
    var tracker: StateTracker<FeedState>? = StateTracker(FeedState())
    let changes = tracker!.changes
    let users = tracker!.values(of: \.user)
    let steps = tracker!.changes(matching: [.step])
    let (started, start) = AsyncStream.makeStream(of: Void.self)
    let readingChanges = Task {
      var sequences: [Int] = []
      for await record in changes {
        sequences.append(record.sequence)
        start.yield()
      }
      return sequences
    }
    let readingUsers = Task {
      var count = 0
      for await _ in users { count += 1 }
      return count
    }
    let readingSteps = Task {
      var count = 0
      for await _ in steps { count += 1 }
      return count
    }

    tracker!.set(\.user, to: "user 0")
    var iterator = started.makeAsyncIterator()
    _ = await iterator.next()  // the first reader is now iterating
    for index in 1..<1_000 {
      tracker!.set(\.user, to: "user \(index)")
      tracker!.set(\.step, to: index.isMultiple(of: 2) ? .loading : .loaded(["\(index)"]))
    }
    tracker = nil

    #expect(await readingChanges.value == Array(1...1_999))
    #expect(await readingUsers.value == 1_000)
    #expect(await readingSteps.value == 999)
  }

  @Test func childTrackerOutlivesItsParentAndBothGoWithIt() throws {
    var app: StateTracker<ShellState>? = StateTracker(ShellState())
    weak let releasedApp = app
    var feed: StateTracker<FeedState>? = try app!.scope(\.feed)
    weak let releasedFeed = feed
    let appProbe = SequenceProbe(app!)
    let feedProbe = SequenceProbe(feed!)

    app = nil
    for index in 1...1_000 {
      feed!.set(\.user, to: "user \(index)")
    }

    #expect(releasedApp?.feed.user == "user 1000")
    #expect(appProbe.receivedExactly(1...1_000))
    #expect(feedProbe.receivedExactly(1...1_000))
    feed = nil
    #expect(releasedFeed == nil)
    #expect(releasedApp == nil)
  }

  @Test func scopeReleasedDuringItsParentsDeliveryIsForgotten() throws {
    let app = StateTracker(ShellState())
    var feed: StateTracker<FeedState>? = try app.scope(\.feed)
    weak let releasedFeed = feed
    let feedProbe = SequenceProbe(feed!)
    let releaser = app.observe { record in
      if record.sequence == 500 {
        feed = nil
      }
    }
    let appProbe = SequenceProbe(app)

    for index in 1...1_000 {
      app.set(\.feed.user, to: "user \(index)")
    }

    #expect(releasedFeed == nil)
    #expect(appProbe.receivedExactly(1...1_000))
    #expect(feedProbe.receivedExactly(1...500))
    #expect(app.observerCount == 2)
    withExtendedLifetime(releaser) {}
  }

  @Test func scopeReleasedByAnEarlierObserverMissesThatRecordAndNoLater() throws {
    let app = StateTracker(ShellState())
    var feed: StateTracker<FeedState>?
    // Registered before the scope exists: it runs before the scope's turn in every delivery,
    // so the scope goes away in the middle of the delivery of the record it would have heard.
    let releaser = app.observe { record in
      if record.sequence == 500 {
        feed = nil
      }
    }
    feed = try app.scope(\.feed)
    weak let releasedFeed = feed
    let feedProbe = SequenceProbe(feed!)

    for index in 1...1_000 {
      app.set(\.feed.user, to: "user \(index)")
    }

    #expect(releasedFeed == nil)
    #expect(feedProbe.receivedExactly(1...499))
    #expect(app.observerCount == 1)
    withExtendedLifetime(releaser) {}
  }

  @Test func heavilyUsedTrackerLeavesNothingBehind() async throws {
    weak var releasedApp: StateTracker<ShellState>?
    weak var releasedFeed: StateTracker<FeedState>?
    weak var releasedCanary: Canary?
    var stream: AsyncStream<ChangeRecord<ShellState>>?
    do {
      let canary = Canary()
      releasedCanary = canary
      let app = StateTracker(ShellState())
      releasedApp = app
      app.enableObservation()
      let feed = try app.scope(\.feed)
      releasedFeed = feed
      app.onChange = { [canary] _ in canary.calls += 1 }
      let appToken = app.observe { [canary] _ in canary.calls += 1 }
      let feedToken = feed.observe { [canary] record in
        canary.calls += 1
        if record.change == .user, record.snapshot.user.hasSuffix("0") {
          feed.set(\.step, to: .loaded([record.snapshot.user]))
        }
      }
      stream = app.changes
      for index in 1...1_000 {
        if index.isMultiple(of: 2) {
          app.set(\.feed.user, to: "user \(index)")
        } else {
          feed.set(\.user, to: "user \(index)")
        }
      }
      #expect(canary.calls == 3 * 1_100)
      withExtendedLifetime((appToken, feedToken)) {}
    }

    #expect(releasedFeed == nil)
    #expect(releasedApp == nil)
    #expect(releasedCanary == nil)
    var count = 0
    for await _ in try #require(stream) {
      count += 1
    }
    #expect(count == 1_100)
  }
}
