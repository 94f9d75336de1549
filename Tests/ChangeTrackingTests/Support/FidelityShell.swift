import ChangeTracking

/// An app's state that embeds a ``FidelityState`` as a module, for writes through a view.
struct FidelityShell: Equatable {
  var inner = FidelityState()
  var other = 0
}

extension FidelityShell: TrackedState {
  enum Change: Hashable, Sendable {
    case inner(FidelityState.Change)
    case other
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .scoped(\.inner, as: Change.inner),
    .tracked(\.other, as: .other),
  ]
}
