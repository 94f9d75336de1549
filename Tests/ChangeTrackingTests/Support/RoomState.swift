import ChangeTracking

/// A scoped child state with two tracked properties and an untracked one.
struct RoomState: Equatable, Sendable {
  var lights = 0
  var heat = 0
  var cache = 0
}

extension RoomState: TrackedState {
  enum Change: Hashable, Sendable {
    case lights
    case heat
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.lights, as: .lights),
    .tracked(\.heat, as: .heat),
    .untracked(\.cache),
  ]
}
