import ChangeTracking

/// A state embedding a state that itself embeds another: scopes of scopes.
struct RootState: Equatable, Sendable {
  var shell = ShellState()
}

extension RootState: TrackedState {
  enum Change: Hashable, Sendable {
    case shell(ShellState.Change)
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .scoped(\.shell, as: Change.shell)
  ]
}
