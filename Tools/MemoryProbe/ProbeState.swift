import ChangeTracking

/// A small screen state: a counter, a label and a list.
struct ProbeState: Sendable {
  var value = 0
  var label = ""
  var tags: [String] = []
}

extension ProbeState: TrackedState {
  enum Change: Hashable, Sendable {
    case value, label, tags
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.value, as: .value),
    .tracked(\.label, as: .label),
    .tracked(\.tags, as: .tags),
  ]
}
