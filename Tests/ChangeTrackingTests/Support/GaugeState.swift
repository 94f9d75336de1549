import ChangeTracking

/// A state with one floating-point property, which can hold a value JSON cannot: not a number.
struct GaugeState: Codable, Sendable {
  var level = 0.0
}

extension GaugeState: TrackedState {
  enum Change: String, Hashable, Sendable, Codable {
    case level
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.level, as: .level, reporting: .everyWrite)
  ]
}
