import ChangeTracking

/// A state whose size is not a multiple of 8 (25 bytes): its last property, one byte, lies in
/// no whole word, only in the word that ends where the state ends.
struct TailState: Equatable, Sendable {
  var count = 0
  var title = "A title long enough to be stored on the heap"
  var isOn = false
}

extension TailState: TrackedState {
  enum Change: Hashable, Sendable {
    case count, title, isOn
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.count, as: .count),
    .tracked(\.title, as: .title),
    .tracked(\.isOn, as: .isOn),
  ]
}
