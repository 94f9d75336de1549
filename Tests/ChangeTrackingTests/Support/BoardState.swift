import ChangeTracking

/// A list of rows that are tracked states, and a name: the parent of row scopes.
struct BoardState: Equatable, Sendable {
  var name = "Board"
  var rows: [TaskRow] = (0..<4).map { TaskRow(id: $0, title: "task \($0)") }
  var notes: [TaskRow] = []
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
