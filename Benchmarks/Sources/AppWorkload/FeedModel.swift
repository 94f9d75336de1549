/// What a peer's feed model offers the hand-written edits of the workload: the three scalars,
/// the rows, and the account module's name.
protocol FeedModel: AnyObject {
  var title: String { get set }
  var isRefreshing: Bool { get set }
  var revision: Int { get set }
  var rows: [FeedRow] { get set }
  var accountName: String { get set }
}
