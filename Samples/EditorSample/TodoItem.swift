import ChangeTracking

/// One entry of the to-do list, identified so that a row's reload names the item it shows, and
/// a tracked state itself, so that a row's view model can own a tracker over it.
struct TodoItem: Identifiable, Equatable, Codable, Sendable {
  var id: Int
  var text: String
  var isDone = false
}

extension TodoItem: TrackedState {
  enum Change: String, Hashable, Sendable, Codable {
    case id, text, isDone
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.id, as: .id),
    .tracked(\.text, as: .text),
    .tracked(\.isDone, as: .isDone),
  ]
}
