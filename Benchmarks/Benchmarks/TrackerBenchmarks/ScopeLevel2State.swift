import ChangeTracking

/// The root of a chain of 2 scopes: a state that embeds ``ScopeLevel1State``, declared with
/// `.scoped(_:as:)`, down to the profile state.
struct ScopeLevel2State: TrackedState, Sendable {
  var inner: ScopeLevel1State

  enum Change: Hashable, Sendable {
    case inner(ScopeLevel1State.Change)
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .scoped(\.inner, as: Change.inner)
  ]
}
