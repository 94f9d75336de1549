import ChangeTracking

/// The module of the nested-view property test: an identified list declared row by row, whose
/// rows get trackers of their own, beside two counters and one that is untracked on purpose.
struct NestedModuleState: Equatable, Sendable, CustomStringConvertible {
  /// The list, declared row by row; its rows get trackers of their own.
  var items: [ChecklistItem] = []
  /// The number of items not done, as an observer writes it back.
  var count = 0
  var name = 0
  /// Untracked: written through the trackers, reported by no one, restored by undo.
  var cache = 0

  /// Short, for failure messages: `M([0:t1, 3:n3✓] count:1 name:4 cache:0)`.
  var description: String {
    "M([\(items.map(\.description).joined(separator: ", "))] count:\(count) name:\(name) "
      + "cache:\(cache))"
  }
}

extension NestedModuleState: TrackedState {
  /// The module's changes, one per tracked property.
  enum Change: Hashable, Sendable {
    /// `items`, `count` or `name` changed.
    case items, count, name
  }

  /// The list row by row, two counters, and the untracked `cache`.
  static let trackedProperties: [TrackedProperty<Self>] = [
    .trackedRows(\.items, as: .items),
    .tracked(\.count, as: .count),
    .tracked(\.name, as: .name),
    .untracked(\.cache),
  ]
}
