import ChangeTracking

/// One row of the feed: a story the list shows, declared as a tracked state of its own so that
/// a row's view model can own a tracker of it (`scope(row:in:)`).
struct FeedRow: Equatable, Identifiable, Sendable {
  var id: Int
  var title: String
  var isRead = false

  /// The row of `id`, its title longer than 15 bytes and made at run time (on the heap, as a
  /// title decoded from a server's response is).
  static func numbered(_ id: Int) -> Self {
    Self(id: id, title: "Story number \(id) of the feed")
  }
}

extension FeedRow: TrackedState {
  enum Change: Hashable, Sendable {
    case title, isRead
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .untracked(\.id),
    .tracked(\.title, as: .title),
    .tracked(\.isRead, as: .isRead),
  ]
}
