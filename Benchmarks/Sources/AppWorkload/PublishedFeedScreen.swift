import OpenCombine

/// The workload's screen with OpenCombine's `@Published`: the same edits as
/// ``TrackedFeedScreen``'s, each property written heard by six sinks, undone by a hand-written
/// closure stack (``ClosureUndoEdits``).
///
/// A `@Published` property has no in-place write: toggling a row reads the whole list, changes
/// the copy and publishes it, as `model.rows[offset].isRead.toggle()` does.
public final class PublishedFeedScreen {
  private let edits: ClosureUndoEdits<PublishedFeed>
  private let counter = DeliveryCounter()
  private var subscriptions: [AnyCancellable] = []

  /// The workload's screen of `rowCount` rows, its sinks attached.
  ///
  /// - Parameter rowCount: The list's initial length.
  public init(rowCount: Int) {
    let model = PublishedFeed(.withRows(rowCount))
    edits = ClosureUndoEdits(model, rowCount: rowCount)
    let counter = counter
    for _ in 0..<FeedShape.peerViewCount {
      subscriptions += [
        model.$title.sink { _ in counter.reports &+= 1 },
        model.$isRefreshing.sink { _ in counter.reports &+= 1 },
        model.$revision.sink { _ in counter.reports &+= 1 },
        model.$rows.sink { _ in counter.reports &+= 1 },
        model.account.$displayName.sink { _ in counter.reports &+= 1 },
      ]
    }
  }

  /// One workload cycle, as ``TrackedFeedScreen/runCycle(_:)`` makes it.
  ///
  /// - Parameter value: The cycle's number, which picks the row and the values written.
  public func runCycle(_ value: Int) {
    edits.runCycle(value) {}
  }

  /// The number of values the sinks received.
  public var received: Int {
    counter.reports
  }
}
