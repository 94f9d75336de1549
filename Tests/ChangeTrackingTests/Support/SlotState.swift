import ChangeTracking

/// A state whose one property is an object or a number, laid out so that both cases can hold the
/// same bytes and differ by the case's tag alone: the tag lies after the payload, in the last
/// byte of a 9-byte value.
struct SlotState: Equatable {
  /// An object, or a number that can hold the object's address.
  enum Slot: Equatable {
    case object(Keepsake)
    case number(Int)
  }

  var slot = Slot.number(0)
  var count = 0
}

extension SlotState: TrackedState {
  enum Change: Hashable, Sendable {
    case slot, count
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.slot, as: .slot),
    .tracked(\.count, as: .count),
  ]
}
