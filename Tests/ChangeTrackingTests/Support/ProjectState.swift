import ChangeTracking

/// A state with two modules of the same kind side by side, each holding arrays declared row by
/// row: for edits through a module, and writes through its parent and its sibling.
struct ProjectState: Equatable, Sendable {
  var name = "Project"
  var checklist = ChecklistState.numbered(3)
  var archive = ChecklistState.numbered(1)
}

extension ProjectState: TrackedState {
  enum Change: Hashable, Sendable {
    case name
    case checklist(ChecklistState.Change)
    case archive(ChecklistState.Change)
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.name, as: .name),
    .scoped(\.checklist, as: Change.checklist),
    .scoped(\.archive, as: Change.archive),
  ]
}
