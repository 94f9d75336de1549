import ChangeTracking

/// The root of a chain of one scope: a state that embeds the profile state, declared with
/// `.scoped(_:as:)`, as an app's state embeds a module's.
struct ScopeLevel1State: TrackedState, Sendable {
  var inner: ProfileState

  enum Change: Hashable, Sendable {
    case inner(ProfileState.Change)
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .scoped(\.inner, as: Change.inner)
  ]
}
