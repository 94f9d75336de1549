import ChangeTracking

/// What the to-do editor shows: a title and a list of items.
struct TodoState: Equatable, Codable, Sendable {
  var title = "Untitled"
  var items: [TodoItem] = []
}

extension TodoState: TrackedState {
  enum Change: String, Hashable, Sendable, Codable {
    case title, items
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.title, as: .title),
    .tracked(\.items, as: .items),
  ]
}
