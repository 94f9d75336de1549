import ChangeTracking

/// The root of a chain of 3 scopes: a state that embeds ``ScopeLevel2State``, declared with
/// `.scoped(_:as:)`, down to the profile state.
struct ScopeLevel3State: TrackedState, Sendable {
  var inner: ScopeLevel2State

  enum Change: Hashable, Sendable {
    case inner(ScopeLevel2State.Change)
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .scoped(\.inner, as: Change.inner)
  ]
}
