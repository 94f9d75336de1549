import ChangeTracking

/// A title and a list declared row by row: the tracker of the edit and row stops.
struct ListState: Sendable {
  var title = "List"
  var items = (0..<3).map { ListItem(id: $0, title: "item \($0)") }
}

extension ListState: TrackedState {
  enum Change: Hashable, Sendable {
    case title, items
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.title, as: .title),
    .trackedRows(\.items, as: .items),
  ]
}
