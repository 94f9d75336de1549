import ChangeTracking

/// What the to-do editor shows: a title and a list of items, declared row by row so that each
/// report of the list says which rows to reload.
struct TodoState: Equatable, Codable, Sendable {
  var title = "Untitled"
  var items: [TodoItem] = []
  /// The id the next item gets.
  var nextID = 1
}

extension TodoState: TrackedState {
  enum Change: String, Hashable, Sendable, Codable {
    case title, items
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.title, as: .title),
    .trackedRows(\.items, as: .items),
    .untracked(\.nextID),
  ]
}
