import ChangeTracking

/// A state whose bytes beside its references lie in two ranges of whole words, apart: a number
/// before a string, two numbers between two strings.
struct LedgerState: Equatable, Sendable {
  var entries = 0
  var memo = "A memo long enough to be kept on the heap"
  var rate = 0.5
  var flags: UInt64 = 0
  var note = "A note long enough to be kept on the heap too"
}

extension LedgerState: TrackedState {
  enum Change: Hashable, Sendable {
    case entries, memo, rate, flags, note
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.entries, as: .entries),
    .tracked(\.memo, as: .memo),
    .tracked(\.rate, as: .rate),
    .tracked(\.flags, as: .flags),
    .tracked(\.note, as: .note),
  ]
}
