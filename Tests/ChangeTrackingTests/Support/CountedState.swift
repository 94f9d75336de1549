import ChangeTracking

/// A state with a ``Counted`` value, whose comparisons a test counts, a number and a level that
/// can hold a value not equal to itself. Its history has its layout; ``MirroredCountedState``'s
/// has none.
struct CountedState: Sendable {
  var counted: Counted
  var count = 0
  var level = 0.0
}

extension CountedState: TrackedState {
  enum Change: Hashable, Sendable {
    case counted, count, level
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.counted, as: .counted),
    .tracked(\.count, as: .count),
    .tracked(\.level, as: .level, reporting: .everyWrite),
  ]
}
