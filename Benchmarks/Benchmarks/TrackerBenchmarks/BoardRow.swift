import ChangeTracking

/// A list row that is a tracked state of its own, so that a row's view model can own a tracker
/// of it (`scope(row:in:)`).
struct BoardRow: Equatable, Identifiable, Sendable {
  var id: Int
  var title: String
  var isDone = false
}

extension BoardRow: TrackedState {
  enum Change: Hashable, Sendable {
    case title, isDone
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .untracked(\.id),
    .tracked(\.title, as: .title),
    .tracked(\.isDone, as: .isDone),
  ]
}
