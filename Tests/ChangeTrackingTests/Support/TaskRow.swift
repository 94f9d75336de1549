import ChangeTracking

/// One row of ``BoardState``: itself a tracked state, for row scopes.
struct TaskRow: Identifiable, Equatable, Sendable {
  var id: Int
  var title: String
  var isDone = false
}

extension TaskRow: TrackedState {
  enum Change: Hashable, Sendable {
    case id, title, isDone
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.id, as: .id),
    .tracked(\.title, as: .title),
    .tracked(\.isDone, as: .isDone),
  ]
}
