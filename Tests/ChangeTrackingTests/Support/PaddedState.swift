import ChangeTracking

/// A state whose reference-holding properties have bytes a copy need not carry over (padding in
/// a nested value, the unused bytes of an existential's buffer), beside a number.
struct PaddedState: Sendable {
  var pair = PaddedPair()
  var tag: any Sendable = 7
  var count = 0
}

extension PaddedState: TrackedState {
  enum Change: Hashable, Sendable {
    case pair, count
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.pair, as: .pair),
    .tracked(\.count, as: .count),
    .untracked(\.tag),
  ]
}
