import ChangeTracking

/// A state shorter than a word: its history compares its properties one by one.
struct TinyState: Sendable {
  var level = Float.nan
  var isOn = false
}

extension TinyState: TrackedState {
  enum Change: Hashable, Sendable {
    case level, isOn
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.level, as: .level),
    .tracked(\.isOn, as: .isOn),
  ]
}
