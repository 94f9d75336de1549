import ChangeTracking

/// A state that holds an object, so that a weak reference to the object tells when the last
/// copy of a state that held it (the tracker's, a record's) was let go, and a list of rows.
struct LockerState: Equatable {
  var keepsake: Keepsake
  var count = 0
  var items: [ChecklistItem] = ChecklistState.numbered(3).items
  var inner = Counter()
}

extension LockerState: TrackedState {
  enum Change: Hashable, Sendable {
    case keepsake, count, items
    case inner(Counter.Change)
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.keepsake, as: .keepsake),
    .tracked(\.count, as: .count),
    .trackedRows(\.items, as: .items),
    .scoped(\.inner, as: Change.inner),
  ]
}
