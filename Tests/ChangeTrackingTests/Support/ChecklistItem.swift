import ChangeTracking

/// One element of ``ChecklistState``'s identified rows.
struct ChecklistItem: Identifiable, Equatable, Codable, Sendable, CustomStringConvertible {
  var id: Int
  var title: String
  var isDone = false

  var description: String {
    "\(id):\(title)\(isDone ? "✓" : "")"
  }
}

extension ChecklistItem: TrackedState {
  enum Change: Hashable, Sendable {
    case id, title, isDone
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.id, as: .id),
    .tracked(\.title, as: .title),
    .tracked(\.isDone, as: .isDone),
  ]
}
