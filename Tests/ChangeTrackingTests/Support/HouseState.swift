import ChangeTracking

/// A parent state that embeds a room and an optional guest room, with an untracked property.
struct HouseState: Equatable, Sendable {
  var door = 0
  var note = 0
  var room = RoomState()
  var guestRoom: RoomState? = RoomState()
}

extension HouseState: TrackedState {
  enum Change: Hashable, Sendable {
    case door
    case room(RoomState.Change)
    case guestRoom(RoomState.Change)
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.door, as: .door),
    .untracked(\.note),
    .scoped(\.room, as: Change.room),
    .scoped(\.guestRoom, as: Change.guestRoom),
  ]
}
