import ChangeTracking

/// A list of rows that are tracked states, and a name: the parent of row scopes.
struct BoardState: Equatable, Sendable {
  var name = "Board"
  var rows: [ChecklistItem] = (0..<4).map { ChecklistItem(id: $0, title: "task \($0)") }
  var notes: [ChecklistItem] = []
}

extension BoardState: TrackedState {
  enum Change: Hashable, Sendable {
    case name, rows, notes
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.name, as: .name),
    .trackedRows(\.rows, as: .rows),
    .tracked(\.notes, as: .notes),
  ]
}
