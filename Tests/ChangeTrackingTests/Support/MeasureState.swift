import ChangeTracking

/// A state of an integer compared with `==`, a floating-point value, and an integer compared by
/// a closure that ignores its last digit: the properties whose bytes decide their equality, and
/// two whose bytes do not.
struct MeasureState: Equatable, Sendable {
  var count = 0
  var ratio = 0.0
  var level = 0
}

extension MeasureState: TrackedState {
  enum Change: Hashable, Sendable {
    case count, ratio, level
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.count, as: .count),
    .tracked(\.ratio, as: .ratio),
    .tracked(\.level, as: .level, isEqual: { $0 / 10 == $1 / 10 }),
  ]
}
