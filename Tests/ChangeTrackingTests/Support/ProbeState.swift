import ChangeTracking
import TestSupport

/// A state with a ``Probe``, whose comparisons a test hooks into, and a number.
struct ProbeState: Equatable, Sendable {
  var probe = Probe()
  var count = 0
}

extension ProbeState: TrackedState {
  enum Change: Hashable, Sendable {
    case probe, count
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.probe, as: .probe),
    .tracked(\.count, as: .count),
  ]
}
