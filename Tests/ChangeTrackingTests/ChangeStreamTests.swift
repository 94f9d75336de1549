import ChangeTracking
import Testing

@MainActor
@Suite struct ChangeStreamTests {
  @Test func streamYieldsEveryRecordInOrderToAnotherTask() async {
    let tracker = StateTracker(FeedState())
    let changes = tracker.changes
    let reader = Task.detached {
      var records: [ChangeRecord<FeedState>] = []
      for await record in changes {
        records.append(record)
        if records.count == 3 {
          break
        }
      }
      return records
    }

    tracker.set(\.user, to: "ada")
    tracker.set(\.step, to: .loading)
    tracker.update { $0.user = "grace" }

    let records = await reader.value
    #expect(records.map(\.change) == [.user, .step, .user])
    #expect(records.map(\.sequence) == [1, 2, 3])
    #expect(records.map(\.snapshot.user) == ["ada", "ada", "grace"])
  }

  @Test func streamNeverMergesWritesOfOneProperty() async {
    var tracker: StateTracker<FeedState>? = StateTracker(FeedState())
    let changes = tracker!.changes

    for index in 1...1_000 {
      tracker!.set(\.user, to: "user \(index)")
    }
    tracker = nil

    var users: [String] = []
    for await record in changes {
      users.append(record.snapshot.user)
    }
    #expect(users == (1...1_000).map { "user \($0)" })
  }

  @Test func streamEndsWhenTrackerIsReleased() async {
    var tracker: StateTracker<FeedState>? = StateTracker(FeedState())
    let changes = tracker!.changes
    tracker!.set(\.user, to: "ada")

    tracker = nil

    var count = 0
    for await _ in changes {
      count += 1
    }
    #expect(count == 1)
  }

  @Test func streamStartsAfterItIsCreated() async {
    var tracker: StateTracker<FeedState>? = StateTracker(FeedState())
    tracker!.set(\.user, to: "before")
    let changes = tracker!.changes
    tracker!.set(\.user, to: "after")
    tracker = nil

    var users: [String] = []
    for await record in changes {
      users.append(record.snapshot.user)
    }
    #expect(users == ["after"])
  }

  @Test func filteredStreamYieldsOnlyMatchingChanges() async {
    var tracker: StateTracker<FeedState>? = StateTracker(FeedState())
    let steps = tracker!.changes(matching: [.step])

    tracker!.set(\.user, to: "ada")
    tracker!.set(\.step, to: .loading)
    tracker!.set(\.user, to: "grace")
    tracker!.set(\.step, to: .loaded(["a"]))
    tracker = nil

    var sequences: [Int] = []
    for await record in steps {
      sequences.append(record.sequence)
    }
    #expect(sequences == [2, 4])
  }

  @Test func valuesYieldEachNewValueOfOneProperty() async {
    var tracker: StateTracker<FeedState>? = StateTracker(FeedState())
    let steps = tracker!.values(of: \.step)

    tracker!.set(\.step, to: .loading)
    tracker!.set(\.user, to: "ada")
    tracker!.set(\.step, to: .loaded(["a"]))
    tracker = nil

    var values: [FeedState.Step] = []
    for await value in steps {
      values.append(value)
    }
    #expect(values == [.loading, .loaded(["a"])])
  }

  /// A key path inside a property, read at its offset in each snapshot: a scope's snapshot
  /// lies in its root's box, at the scope's place.
  @Test func valuesOfANestedPropertyReadEachSnapshotAtItsPlace() async throws {
    var app: StateTracker<ShellState>? = StateTracker(ShellState(sidebar: FeedState()))
    var sidebar: StateTracker<FeedState>? = try app!.scope(\.sidebar)
    let users = app!.values(of: \.feed.user)
    let sidebarUsers = sidebar!.values(of: \.user)

    app!.set(\.feed.user, to: "ada")
    sidebar!.set(\.user, to: "grace")
    app!.set(\.user, to: "root")
    sidebar = nil
    app = nil

    var values: [String] = []
    for await value in users {
      values.append(value)
    }
    var sidebarValues: [String] = []
    for await value in sidebarUsers {
      sidebarValues.append(value)
    }
    // Not a declared property: every record yields.
    #expect(values == ["ada", "ada", "ada"])
    #expect(sidebarValues == ["grace"])
  }

  @Test func valuesThroughASubscriptYieldAtEveryRecordWhileTheIndexExists() async {
    var tracker: StateTracker<ChecklistState>? = StateTracker(ChecklistState.numbered(2))
    let titles = tracker!.values(of: \.items[1].title)

    tracker!.set(\.title, to: "list")
    tracker!.edit(\.items) { $0[1].title = "second" }
    tracker = nil

    var values: [String] = []
    for await value in titles {
      values.append(value)
    }
    #expect(values == ["item 1", "second"])
  }

  @Test func valuesThroughASubscriptStopTheProgramWhenTheIndexIsGone() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let tracker = StateTracker(ChecklistState.numbered(2))
      let titles = tracker.values(of: \.items[1].title)
      try tracker.edit(\.items) { try $0.remove(at: 1) }
      _ = titles
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("Index out of range"))
  }

  @Test func endedStreamLeavesTheTrackerAtTheNextRecord() async {
    let tracker = StateTracker(FeedState())
    var changes: AsyncStream<ChangeRecord<FeedState>>? = tracker.changes
    #expect(tracker.observerCount == 1)

    changes = nil
    tracker.set(\.user, to: "ada")

    #expect(changes == nil)
    #expect(tracker.observerCount == 0)
  }

  @Test func scopedTrackerStreamSeesParentWrites() async throws {
    let app = StateTracker(ShellState())
    var feed: StateTracker<FeedState>? = try app.scope(\.feed)
    let changes = feed!.changes

    app.set(\.feed.user, to: "ada")
    feed = nil

    var records: [FeedState.Change] = []
    for await record in changes {
      records.append(record.change)
    }
    #expect(records == [.user])
  }
}
