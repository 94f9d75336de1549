import ChangeTracking

/// A small screen state for the tests: a name, an email, tags and a counter of loads in flight.
struct Account: Equatable, Sendable {
  var name: String?
  var email: String?
  var tags: [String] = []
  var loads = 0
}

extension Account: TrackedState {
  enum Change: Hashable, Sendable {
    case name, email, tags, loads
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.name, as: .name),
    .tracked(\.email, as: .email),
    .tracked(\.tags, as: .tags),
    .tracked(\.loads, as: .loads),
  ]
}
