import Observation

/// The workload's screen with `@Observable`: the same edits as ``TrackedFeedScreen``'s, heard by
/// six views, undone by a hand-written closure stack (``ClosureUndoEdits``).
///
/// Each view reads what it shows (the three scalars, the list, the account's name) inside
/// `withObservationTracking`, which reports one change and then stops: each view is armed again
/// after every change, as SwiftUI does after a view's body runs again.
public final class ObservableFeedScreen {
  private let edits: ClosureUndoEdits<ObservableFeed>
  private let changes = SendableSink()
  private var rendered = 0

  /// The workload's screen of `rowCount` rows, its views armed.
  ///
  /// - Parameter rowCount: The list's initial length.
  public init(rowCount: Int) {
    edits = ClosureUndoEdits(ObservableFeed(.withRows(rowCount)), rowCount: rowCount)
    rearmViews()
  }

  /// One workload cycle, as ``TrackedFeedScreen/runCycle(_:)`` makes it; the views are armed
  /// again after each of its five changes.
  ///
  /// - Parameter value: The cycle's number, which picks the row and the values written.
  public func runCycle(_ value: Int) {
    edits.runCycle(value, afterEachChange: rearmViews)
  }

  /// The number of changes the views heard, and what they read.
  public var received: Int {
    changes.count &+ rendered
  }

  /// Arms every view again: each reads what it shows, and hears the next change of it.
  private func rearmViews() {
    let model = edits.model
    let changes = changes
    for _ in 0..<FeedShape.peerViewCount {
      withObservationTracking {
        rendered &+= model.title.utf8.count &+ model.revision &+ model.rows.count
        rendered &+= model.isRefreshing ? 1 : 0
        rendered &+= model.account.displayName.utf8.count
      } onChange: {
        changes.receive()
      }
    }
  }
}
