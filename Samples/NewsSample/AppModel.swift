import ChangeTracking

/// The app: owns the whole state, hands the news module its part, and reacts to the module.
@MainActor
final class AppModel {
  /// The app's state, and the only way to change it.
  let tracker = StateTracker(AppState())

  /// The news module, working on its scope of the app's state.
  let news: NewsModule

  private var tokens: [ObservationToken] = []

  init(newsService: any NewsService) throws {
    news = NewsModule(tracker: try tracker.scope(\.news), service: newsService)
    // The app pushes its user into the module.
    tokens.append(
      tracker.observe([.user]) { [tracker] record in
        tracker.set(\.news.user, to: record.snapshot.user)
      })
    // Another page of the app depends on the module's titles.
    tokens.append(
      tracker.observe([.news(.step)]) { [tracker] record in
        if case .loaded(let titles) = record.snapshot.news.step {
          tracker.set(\.headline, to: titles.first)
        }
      })
  }

  /// Signs a user in; the news module follows.
  func signIn(_ user: User) {
    tracker.set(\.user, to: user)
  }
}
