import ChangeTracking

/// A small module state for the composed property test: two tracked counters and one that is
/// untracked on purpose.
struct KidState: Equatable, Sendable, CustomStringConvertible {
  var a = 0
  var b = 0
  /// Untracked: written through the trackers, reported by no one, restored by undo.
  var cache = 0

  /// Short, for failure messages: `K(a,b,cache)`.
  var description: String { "K(\(a),\(b),\(cache))" }
}

extension KidState: TrackedState {
  enum Change: Hashable, Sendable {
    case a, b
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.a, as: .a),
    .tracked(\.b, as: .b),
    .untracked(\.cache),
  ]
}
