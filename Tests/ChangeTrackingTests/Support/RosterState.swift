import ChangeTracking

/// A list of people identified by name: rows whose ids are strings, not integers.
struct RosterState: Equatable, Sendable {
  var members: [RosterMember] = ["Ada", "Charles", "Mary"].map { RosterMember(id: $0) }
}

extension RosterState: TrackedState {
  enum Change: Hashable, Sendable {
    case members
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .trackedRows(\.members, as: .members)
  ]
}
