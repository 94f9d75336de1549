import ChangeTracking
import TestSupport

/// ``ProbeState`` with a custom mirror: reflection cannot show that its declarations cover it,
/// so its history keeps whole snapshots and restores them by copy, not as bytes.
struct MirroredProbeState: Equatable, Sendable, CustomReflectable {
  var probe = Probe()
  var count = 0

  var customMirror: Mirror {
    Mirror(self, children: ["probe": probe, "count": count], displayStyle: .struct)
  }
}

extension MirroredProbeState: TrackedState {
  enum Change: Hashable, Sendable {
    case probe, count
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.probe, as: .probe),
    .tracked(\.count, as: .count),
  ]
}
