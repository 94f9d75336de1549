import ChangeTracking

/// A list whose rows are identified by objects (``BadgeID``), declared row by row.
struct BadgeState: Equatable, Sendable {
  var badges: [Badge]
}

extension BadgeState: TrackedState {
  enum Change: Hashable, Sendable {
    case badges
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .trackedRows(\.badges, as: .badges)
  ]
}
