#if Macros
  import ArticleSampleChecks
  import ChangeTrackingMacros
  import Testing

  // The sample of the macros' overview page (ChangeTrackingMacros.md), word for word, so that it
  // compiles, in a module isolated to the main actor by default.

  private enum MacrosArticle {
    @ChangeTracked
    struct NewsState: Equatable, Sendable {
      var step = 0
    }

    @ChangeTracked
    struct ProfileState: Equatable, Sendable {
      var name: String?
      var email: String?
      var callsInProgress = 0
      @Tracked(reporting: .everyWrite) var lastRefresh = 0
      @Untracked var avatarCache: [String: String] = [:]
      @Scoped var news: NewsState
    }
  }

  @Suite struct ChangeTrackingMacrosArticleTests {
    private typealias ProfileState = MacrosArticle.ProfileState

    @Test func everySwiftSampleIsMirroredHere() throws {
      try ArticleSamples.expectEachSample(
        of: "Sources/ChangeTrackingMacros/ChangeTrackingMacros.docc/ChangeTrackingMacros.md",
        in: #filePath)
    }

    @Test func sampleStateReportsEachDeclaredChange() {
      let tracker = StateTracker(ProfileState(news: .init()))
      var changes: [ProfileState.Change] = []
      let token = tracker.observe { changes.append($0.change) }
      tracker.name = "Ada"
      tracker.email = "ada@example.com"
      tracker.callsInProgress = 1
      tracker.lastRefresh = 0
      tracker.avatarCache = ["ada": "ada.png"]
      tracker.news.step = 1
      token.cancel()
      #expect(changes == [.name, .email, .callsInProgress, .lastRefresh, .news(.step)])
    }
  }
#endif
