import ChangeTracking

/// A state two levels above a room: a street with an optional house.
struct StreetState: Equatable, Sendable {
  var house: HouseState? = HouseState()
}

extension StreetState: TrackedState {
  enum Change: Hashable, Sendable {
    case house(HouseState.Change)
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .scoped(\.house, as: Change.house)
  ]
}
