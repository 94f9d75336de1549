import ChangeTracking
import TestSupport

/// A state of plain properties and a ``Probe``: the tracker of the batch and undo stops.
struct MeterState: Sendable {
  var probe = Probe()
  var count = 0
  var label = ""
}

extension MeterState: TrackedState {
  enum Change: Hashable, Sendable {
    case probe, count, label
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.probe, as: .probe),
    .tracked(\.count, as: .count),
    .tracked(\.label, as: .label),
  ]
}
