import ChangeTracking

/// A state with an array of its own next to a module: for a write through the module while the
/// parent edits its array.
struct ShelfState: Equatable, Sendable {
  var tags: [String] = ["a"]
  var checklist = ChecklistState.numbered(2)
}

extension ShelfState: TrackedState {
  enum Change: Hashable, Sendable {
    case tags
    case checklist(ChecklistState.Change)
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .trackedRows(\.tags, as: .tags),
    .scoped(\.checklist, as: Change.checklist),
  ]
}
