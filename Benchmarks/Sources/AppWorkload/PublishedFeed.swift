import OpenCombine

/// The feed screen's state as an `ObservableObject` with `@Published` properties, Combine's way:
/// the same scalars and rows, the account module as an object of its own.
final class PublishedFeed: ObservableObject {
  @Published var title: String
  @Published var isRefreshing: Bool
  @Published var revision: Int
  @Published var rows: [FeedRow]
  let account: PublishedAccount

  init(_ state: FeedState) {
    title = state.title
    isRefreshing = state.isRefreshing
    revision = state.revision
    rows = state.rows
    account = PublishedAccount(state.account)
  }
}
