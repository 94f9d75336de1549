import ArticleSampleChecks
import ChangeTracking
import Testing

// The Composing States article's samples, word for word, so that each one compiles and runs.

/// The types the article's samples declare, and those they assume the app has.
private enum ComposingStatesArticle {
  struct User: Equatable {
    var name: String
  }

  enum Step: Equatable {
    case initial, loading, loaded
  }

  // Article, the module's state:
  struct NewsState: TrackedState {
    var user: User
    var step = Step.initial

    enum Change: Hashable, Sendable {
      case user, step
    }

    static let trackedProperties: [TrackedProperty<Self>] = [
      .tracked(\.user, as: .user),
      .tracked(\.step, as: .step),
    ]
  }

  // Article, the app's state:
  struct AppState: TrackedState {
    var user: User
    var news: NewsState

    enum Change: Hashable, Sendable {
      case user
      case news(NewsState.Change)
    }

    static let trackedProperties: [TrackedProperty<Self>] = [
      .tracked(\.user, as: .user),
      .scoped(\.news, as: Change.news),
    ]
  }

  /// The news module, written against its own state and tracker only.
  final class NewsModule {
    let tracker: StateTracker<NewsState>

    init(tracker: StateTracker<NewsState>) {
      self.tracker = tracker
    }

    func load() {
      tracker.set(\.step, to: .loading)
    }
  }
}

@Suite struct ComposingStatesArticleTests {
  private typealias AppState = ComposingStatesArticle.AppState
  private typealias NewsState = ComposingStatesArticle.NewsState
  private typealias NewsModule = ComposingStatesArticle.NewsModule

  @Test func everySwiftSampleIsMirroredHere() throws {
    try ArticleSamples.expectEachSample(
      of: "Sources/ChangeTracking/ChangeTracking.docc/ComposingStates.md", in: #filePath)
  }

  @Test func moduleWriteIsSeenByTheAppAsAnEmbeddedChange() throws {
    let guest = ComposingStatesArticle.User(name: "Guest")

    let app = StateTracker(AppState(user: guest, news: NewsState(user: guest)))
    let news = try app.scope(\.news)  // a StateTracker<NewsState>
    let module = NewsModule(tracker: news)

    let appLog = RecordLog(app)
    let newsLog = RecordLog(news)
    module.load()
    #expect(newsLog.changes == [.step])
    #expect(appLog.changes == [.news(.step)])
    #expect(app.news.step == .loading)
  }
}
