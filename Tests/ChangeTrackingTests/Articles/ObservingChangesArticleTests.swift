import ArticleSampleChecks
import ChangeTracking
import Observation
import TestSupport
import Testing

// The Observing Changes article's samples, word for word, so that each one compiles and runs.

/// The types the article's samples assume the app has.
private enum ObservingChangesArticle {
  struct LoginState: TrackedState, Sendable {
    var email = ""
    var password = ""
    var error: String?
    var isOnline = false

    enum Change: Hashable, Sendable {
      case email, password, error, isOnline
    }

    static let trackedProperties: [TrackedProperty<Self>] = [
      .tracked(\.email, as: .email),
      .tracked(\.password, as: .password),
      .tracked(\.error, as: .error),
      .tracked(\.isOnline, as: .isOnline),
    ]
  }

  final class Analytics {
    var events: [String] = []

    func send(_ event: String) {
      events.append(event)
    }
  }

  final class Banner {
    var isHidden = false
  }
}

@Suite @MainActor struct ObservingChangesArticleTests {
  private typealias LoginState = ObservingChangesArticle.LoginState

  @Test func everySwiftSampleIsMirroredHere() throws {
    try ArticleSamples.expectEachSample(
      of: "Sources/ChangeTracking/ChangeTracking.docc/ObservingChanges.md", in: #filePath)
  }

  @Test func filteredObserverSendsEachErrorShown() {
    let tracker = StateTracker(LoginState())
    let analytics = ObservingChangesArticle.Analytics()

    let token = tracker.observe([.error]) { record in
      if let error = record.snapshot.error {
        analytics.send("login_error_shown: \(error)")
      }
    }

    tracker.set(\.email, to: "ada")
    tracker.set(\.error, to: "Not an email")
    tracker.set(\.error, to: nil)
    #expect(analytics.events == ["login_error_shown: Not an email"])
    token.cancel()
  }

  @Test(.timeLimit(.minutes(1))) func streamCarriesEveryRecordToADetachedTask() async {
    let store = Collected<ChangeRecord<LoginState>>()
    do {
      let tracker = StateTracker(LoginState())

      let changes = tracker.changes
      Task.detached {
        for await record in changes {
          await store.append(record)
        }
      }

      tracker.set(\.email, to: "ada@example.com")
      tracker.set(\.isOnline, to: true)
    }
    await store.wait(forCount: 2)
    #expect(await store.elements.map(\.change) == [.email, .isOnline])
  }

  @Test func valuesOfOnePropertyDriveTheBanner() async {
    let tracker = StateTracker(LoginState())
    let banner = ObservingChangesArticle.Banner()
    let following = Task {
      for await isOnline in tracker.values(of: \.isOnline) {
        banner.isHidden = isOnline
      }
    }
    for _ in 0..<10_000 where tracker.observerCount == 0 {
      await Task.yield()
    }
    tracker.set(\.isOnline, to: true)
    for _ in 0..<10_000 where !banner.isHidden {
      await Task.yield()
    }
    #expect(banner.isHidden)
    following.cancel()
  }

  @Test func observationInvalidatesOnlyReadersOfTheChangedProperty() {
    let printed = LockedValue<[String]>([])
    @Sendable func print(_ line: String) {
      printed.withLock { $0.append(line) }
    }
    let tracker = StateTracker(LoginState())

    tracker.enableObservation()

    withObservationTracking {
      _ = tracker.email
    } onChange: {
      print("email changed")
    }
    tracker.set(\.password, to: "secret")  // nothing
    tracker.set(\.email, to: "ada@example.com")  // "email changed"

    #expect(printed.withLock { $0 } == ["email changed"])
  }
}
