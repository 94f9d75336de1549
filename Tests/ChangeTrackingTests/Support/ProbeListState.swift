import ChangeTracking
import TestSupport

/// A state with an array of ``Probe``s declared row by row, whose comparisons a test hooks into,
/// and a number.
struct ProbeListState: Equatable, Sendable {
  var probes = [Probe(), Probe()]
  var count = 0
}

extension ProbeListState: TrackedState {
  enum Change: Hashable, Sendable {
    case probes, count
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .trackedRows(\.probes, as: .probes),
    .tracked(\.count, as: .count),
  ]
}
