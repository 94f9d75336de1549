import ChangeTracking

/// The app's state: the shared user, and the news module's state embedded whole.
struct AppState: Equatable, Sendable {
  var user = User.guest
  var news = NewsState(user: .guest)
  var headline: String?
}

extension AppState: TrackedState {
  enum Change: Hashable, Sendable {
    case user
    case news(NewsState.Change)
    case headline
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.user, as: .user),
    .scoped(\.news, as: Change.news),
    .tracked(\.headline, as: .headline),
  ]
}

extension AppState: CustomStringConvertible {
  var description: String {
    "app(user: \(user), news.step: \(news.step), headline: \(headline ?? "none"))"
  }
}
