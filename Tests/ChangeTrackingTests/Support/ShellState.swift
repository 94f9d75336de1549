import ChangeTracking

/// An app's state embedding a module's state twice: always present, and optional.
struct ShellState: Equatable, Sendable {
  var user = "nobody"
  var feed = FeedState()
  var sidebar: FeedState?
  var notScoped = FeedState()
}

extension ShellState: TrackedState {
  enum Change: Hashable, Sendable {
    case user
    case feed(FeedState.Change)
    case sidebar(FeedState.Change)
    case notScoped
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.user, as: .user),
    .scoped(\.feed, as: Change.feed),
    .scoped(\.sidebar, as: Change.sidebar),
    .tracked(\.notScoped, as: .notScoped),
  ]
}
