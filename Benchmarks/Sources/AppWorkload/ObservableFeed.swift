import Observation

/// The feed screen's state as an `@Observable` model: the same scalars and rows, the account
/// module as a model of its own.
@Observable
final class ObservableFeed {
  var title: String
  var isRefreshing: Bool
  var revision: Int
  var rows: [FeedRow]
  let account: ObservableAccount

  init(_ state: FeedState) {
    title = state.title
    isRefreshing = state.isRefreshing
    revision = state.revision
    rows = state.rows
    account = ObservableAccount(state.account)
  }
}
