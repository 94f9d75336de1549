/// The shape every peer's feed screen shares, so that each does the same logical work: which
/// rows have a view model of their own, how many views and how much undo.
enum FeedShape {
  /// The undo history's capacity, in steps.
  static let historyCapacity = 100

  /// The number of rows with a view model of their own in the workload.
  static let rowViewCount = 8

  /// The views that hear every change of the screen in the workload: the tracker's observers
  /// (its `changes` reader, when there is one, is a sixth listener).
  static let observerCount = 5

  /// The views re-armed after each change of an `@Observable` model, and the sinks of each
  /// `@Published` property: as many as the tracker's listeners with a reader.
  static let peerViewCount = 6

  /// The ids (and offsets) of `count` rows spread evenly over `rowCount` rows.
  static func rowViewIDs(count: Int, rowCount: Int) -> [Int] {
    (0..<count).map { (2 * $0 + 1) * rowCount / (2 * count) }
  }
}
