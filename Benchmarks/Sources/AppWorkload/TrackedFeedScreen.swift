import ChangeTracking

/// The feed screen's view model on the tracker: a view model of the kind the articles describe,
/// with a list declared row by row, a module reached through `scope`, row view models that own
/// a row tracker each (`scope(row:in:)`), views that observe the screen, and undo.
///
/// One workload cycle (``runCycle(_:)``) is what a user's few taps make: a row appended, a row
/// toggled through its row tracker, the account renamed through the module, a batch of three
/// scalars, and an undo (of the batch). The same screen with fewer parts attached measures one
/// operation alone (``updateScalars(_:)``, ``appendRow()``).
public final class TrackedFeedScreen {
  private let tracker: StateTracker<FeedState>
  private let account: StateTracker<AccountState>?
  private let rowTrackers: [StateTracker<FeedRow>]
  private let counter = DeliveryCounter()
  private var tokens: [ObservationToken] = []
  private var reader: AsyncStream<ChangeRecord<FeedState>>.Iterator?
  private var lastRead = 0
  private var nextID: Int

  /// A screen of `rowCount` rows with the given parts attached.
  ///
  /// - Parameters:
  ///   - rowCount: The list's initial length.
  ///   - rowTrackers: The number of row trackers, over rows spread evenly over the list.
  ///   - observers: The number of observers of the screen, each hearing every change.
  ///   - hasModule: Whether the account module's scope is attached.
  ///   - historyCapacity: The undo history's capacity; 0 for none.
  ///   - hasReader: Whether a `changes` reader is attached; drain it with ``drainChanges()``.
  public init(
    rowCount: Int,
    rowTrackers: Int,
    observers: Int,
    hasModule: Bool,
    historyCapacity: Int,
    hasReader: Bool
  ) {
    let tracker = StateTracker(FeedState.withRows(rowCount), historyCapacity: historyCapacity)
    self.tracker = tracker
    account = hasModule ? try! tracker.scope(\.account) : nil
    self.rowTrackers = FeedShape.rowViewIDs(count: rowTrackers, rowCount: rowCount).map {
      try! tracker.scope(row: $0, in: \.rows)
    }
    nextID = rowCount
    let counter = counter
    tokens = (0..<observers).map { _ in
      tracker.observe { record in
        counter.reports &+= 1
        counter.lastSequence = record.sequence
      }
    }
    if hasReader {
      reader = tracker.changes.makeAsyncIterator()
    }
  }

  /// The workload's screen: the module, 8 row trackers, 5 observers, an undo history of 100
  /// steps, with or without a `changes` reader.
  ///
  /// - Parameters:
  ///   - rowCount: The list's initial length.
  ///   - hasReader: Whether a `changes` reader is attached.
  /// - Returns: The screen.
  public static func workload(rowCount: Int, hasReader: Bool) -> TrackedFeedScreen {
    TrackedFeedScreen(
      rowCount: rowCount, rowTrackers: FeedShape.rowViewCount, observers: FeedShape.observerCount,
      hasModule: true, historyCapacity: FeedShape.historyCapacity, hasReader: hasReader)
  }

  /// The cycles to run before measuring the workload: enough for the undo history to be full
  /// (each cycle leaves four steps), so that each measured cycle's steps replace the oldest, as
  /// in an app that has run for a while.
  public static let warmUpCycles = 30

  /// A screen of 10,000 rows for one operation alone: one observer, no history, no reader, and
  /// the parts given attached.
  ///
  /// - Parameters:
  ///   - rowTrackers: The number of row trackers, over rows spread evenly over the list.
  ///   - hasModule: Whether the account module's scope is attached.
  /// - Returns: The screen.
  public static func alone(rowTrackers: Int, hasModule: Bool) -> TrackedFeedScreen {
    TrackedFeedScreen(
      rowCount: 10_000, rowTrackers: rowTrackers, observers: 1, hasModule: hasModule,
      historyCapacity: 0, hasReader: false)
  }

  /// One workload cycle: append a row, toggle a row through its row tracker, rename through the
  /// module, a batch of three scalars, undo.
  ///
  /// - Parameter value: The cycle's number, which picks the row tracker and the values written.
  public func runCycle(_ value: Int) {
    appendRow()
    let row = rowTrackers[value % rowTrackers.count]
    row.set(\.isRead, to: !row.isRead)
    account?.set(\.displayName, to: FeedWords.names[value & 1])
    updateScalars(value)
    tracker.undo()
  }

  /// A batch that changes the three scalars: the title, the refreshing flag and the revision.
  ///
  /// - Parameter value: The operation's number, which picks the title.
  public func updateScalars(_ value: Int) {
    tracker.update { state in
      state.title = FeedWords.titles[value & 1]
      state.isRefreshing.toggle()
      state.revision &+= 1
    }
  }

  /// Appends a row with a new id.
  public func appendRow() {
    let row = FeedRow(id: nextID, title: FeedWords.titles[0])
    nextID += 1
    tracker.edit(\.rows) { $0.append(row) }
  }

  /// Takes every record waiting in the `changes` stream, as an app's task does when it runs
  /// between two events: up to the latest record the observers heard.
  ///
  /// Records wait in the stream from the write that made them until this call, so each edit of
  /// the list made meanwhile finds its storage shared with a waiting record.
  public func drainChanges() async {
    guard var changes = reader else {
      return
    }
    reader = nil
    while lastRead < counter.lastSequence, let record = await changes.next(isolation: #isolation) {
      lastRead = record.sequence
    }
    reader = changes
  }

  /// The number of reports the observers received, and the sequence number the reader reached.
  public var received: Int {
    counter.reports &+ lastRead
  }
}
