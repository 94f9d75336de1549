import ChangeTracking

/// A state that embeds a checklist as a module: for a scoped write whose subtree holds a long
/// array, against the same write with an empty one.
struct ListHolderState: Equatable, Sendable {
  var list: ChecklistState

  enum Change: Hashable, Sendable {
    case list(ChecklistState.Change)
  }
}

extension ListHolderState: TrackedState {
  static let trackedProperties: [TrackedProperty<Self>] = [
    .scoped(\.list, as: Change.list)
  ]
}
