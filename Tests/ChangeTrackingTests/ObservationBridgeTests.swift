import ChangeTracking
import Observation
import Testing

@MainActor
@Suite struct ObservationBridgeTests {
  @Test func readerOfOnePropertyIsInvalidatedOnlyWhenItChanges() {
    let tracker = StateTracker(FeedState())
    tracker.enableObservation()
    let invalidations = InvalidationCounter()
    let user = withObservationTracking {
      tracker.user
    } onChange: {
      invalidations.increment()
    }

    tracker.set(\.step, to: .loading)
    let countAfterOtherProperty = invalidations.count
    tracker.set(\.user, to: "ada")

    #expect(user == "nobody")
    #expect(countAfterOtherProperty == 0)
    #expect(invalidations.count == 1)
  }

  @Test func readerOfWholeStateIsInvalidatedByAnyChange() {
    let tracker = StateTracker(FeedState())
    tracker.enableObservation()
    let invalidations = InvalidationCounter()
    withObservationTracking {
      _ = tracker.state
    } onChange: {
      invalidations.increment()
    }

    tracker.set(\.step, to: .loading)

    #expect(invalidations.count == 1)
  }

  @Test func readerThroughComputedKeyPathIsInvalidatedByAnyChange() {
    let tracker = StateTracker(FeedState())
    tracker.enableObservation()
    let invalidations = InvalidationCounter()
    let length = withObservationTracking {
      tracker[dynamicMember: \FeedState.user.count]
    } onChange: {
      invalidations.increment()
    }

    tracker.set(\.step, to: .loading)

    #expect(length == 6)
    #expect(invalidations.count == 1)
  }

  @Test func batchInvalidatesReadersOfEachChangedProperty() {
    let tracker = StateTracker(FeedState())
    tracker.enableObservation()
    let userReaders = InvalidationCounter()
    let stepReaders = InvalidationCounter()
    withObservationTracking {
      _ = tracker.user
    } onChange: {
      userReaders.increment()
    }
    withObservationTracking {
      _ = tracker.step
    } onChange: {
      stepReaders.increment()
    }

    tracker.update { state in
      state.user = "ada"
      state.step = .loading
    }

    #expect(userReaders.count == 1)
    #expect(stepReaders.count == 1)
  }

  @Test func readerOfScopedStateIsInvalidatedByEmbeddedChanges() throws {
    let app = StateTracker(ShellState())
    app.enableObservation()
    let feed = try app.scope(\.feed)
    let feedReaders = InvalidationCounter()
    let userReaders = InvalidationCounter()
    withObservationTracking {
      _ = app.feed
    } onChange: {
      feedReaders.increment()
    }
    withObservationTracking {
      _ = app.user
    } onChange: {
      userReaders.increment()
    }

    feed.set(\.step, to: .loading)

    #expect(feedReaders.count == 1)
    #expect(userReaders.count == 0)
  }

  @Test func trackerThatDidNotOptInRegistersNothing() {
    let tracker = StateTracker(FeedState())
    let invalidations = InvalidationCounter()
    withObservationTracking {
      _ = tracker.user
    } onChange: {
      invalidations.increment()
    }

    tracker.set(\.user, to: "ada")

    #expect(invalidations.count == 0)
    #expect(tracker.observerCount == 0)
  }

  @Test func enablingTwiceAddsOneBridge() {
    let tracker = StateTracker(FeedState())

    tracker.enableObservation()
    tracker.enableObservation()

    #expect(tracker.observerCount == 1)
  }
}
