import ChangeTracking
import TestSupport

/// One row of ``ListState``: a tracked state of its own, so that it can be scoped by its id,
/// holding a ``Probe`` so that comparing two items calls the probe's hook.
struct ListItem: Identifiable, Equatable, Sendable {
  var id: Int
  var title: String
  var probe = Probe()
}

extension ListItem: TrackedState {
  enum Change: Hashable, Sendable {
    case id, title, probe
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.id, as: .id),
    .tracked(\.title, as: .title),
    .tracked(\.probe, as: .probe),
  ]
}
