import ChangeTracking

/// A state of more than 64 words (601 bytes), whose size is not a multiple of 8: its last
/// properties lie past the first 64 words, the last one in the word that ends where the state
/// ends.
struct LongState: Equatable, Sendable {
  /// Eight words of plain values.
  struct Block: Equatable, Sendable {
    var first = 0, second = 0, third = 0, fourth = 0, fifth = 0, sixth = 0, seventh = 0, eighth = 0
  }

  /// Nine blocks: 72 words.
  struct Blocks: Equatable, Sendable {
    var first = Block(), second = Block(), third = Block(), fourth = Block(), fifth = Block()
    var sixth = Block(), seventh = Block(), eighth = Block(), ninth = Block()
  }

  var title = "A title long enough to be stored on the heap"
  var blocks = Blocks()
  var count = 0
  var isOn = false
}

extension LongState: TrackedState {
  enum Change: Hashable, Sendable {
    case title, blocks, count, isOn
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.title, as: .title),
    .tracked(\.blocks, as: .blocks),
    .tracked(\.count, as: .count),
    .tracked(\.isOn, as: .isOn),
  ]
}
