import ChangeTracking

/// The feed screen's state: three scalars, the list of stories declared row by row, and the
/// account module's state.
struct FeedState: Sendable {
  var title: String
  var isRefreshing = false
  var revision = 0
  var rows: [FeedRow]
  var account: AccountState

  /// The screen's state with `rowCount` rows, ids 0 to `rowCount - 1` at the offsets of the same
  /// number.
  static func withRows(_ rowCount: Int) -> Self {
    Self(
      title: "Latest stories", rows: (0..<rowCount).map(FeedRow.numbered), account: .signedIn)
  }
}

extension FeedState: TrackedState {
  enum Change: Hashable, Sendable {
    case title, isRefreshing, revision, rows
    case account(AccountState.Change)
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.title, as: .title),
    .tracked(\.isRefreshing, as: .isRefreshing),
    .tracked(\.revision, as: .revision),
    .trackedRows(\.rows, as: .rows),
    .scoped(\.account, as: Change.account),
  ]
}
