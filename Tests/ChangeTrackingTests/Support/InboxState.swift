import ChangeTracking

/// A `Codable` state that embeds a scoped one, beside a property of its own.
struct InboxState: Equatable, Codable, Sendable {
  var unread = 0
  var draft = DraftState()
}

extension InboxState: TrackedState {
  enum Change: Hashable, Sendable, Codable {
    case unread
    case draft(DraftState.Change)
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.unread, as: .unread),
    .scoped(\.draft, as: Change.draft),
  ]
}
