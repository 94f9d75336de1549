import ChangeTracking

/// The root of a chain of 4 scopes: a state that embeds ``ScopeLevel3State``, declared with
/// `.scoped(_:as:)`, down to the profile state.
struct ScopeLevel4State: TrackedState, Sendable {
  var inner: ScopeLevel3State

  enum Change: Hashable, Sendable {
    case inner(ScopeLevel3State.Change)
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .scoped(\.inner, as: Change.inner)
  ]
}
