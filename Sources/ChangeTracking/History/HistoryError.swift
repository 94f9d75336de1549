/// The error thrown when a tracker cannot return to a checkpoint or restore a saved history.
///
/// When it is thrown, the state, the history and the observers are untouched.
public enum HistoryError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The tracker was created without history: pass a `historyCapacity` to keep snapshots.
  case historyOff

  /// The checkpoint was taken by another tracker.
  case foreignCheckpoint

  /// The checkpoint's snapshot was dropped to make room for newer steps: the history reached
  /// its capacity.
  case evictedCheckpoint

  /// The checkpoint's snapshot is no longer in the history: a write after an undo discarded it,
  /// or the history was cleared or restored since.
  case unknownCheckpoint

  /// A transaction is open: roll back or restore after it ends, or throw from it to return to
  /// the state it started from.
  case transactionInProgress

  /// The tracker is a scope: its history is its root tracker's, the one that is no scope. Take
  /// checkpoints, roll back, undo and redo through the root tracker.
  case scopedTracker

  /// A sentence that says what is wrong.
  public var description: String {
    switch self {
    case .historyOff:
      "the tracker keeps no history; create it with a historyCapacity greater than 0"
    case .foreignCheckpoint:
      "the checkpoint was taken by another tracker"
    case .evictedCheckpoint:
      "the checkpoint's snapshot was dropped when the history reached its capacity"
    case .unknownCheckpoint:
      "the checkpoint's snapshot is no longer in the history: it was discarded by a write "
        + "after an undo, or the history was cleared or restored since"
    case .scopedTracker:
      "the tracker is a scope, which keeps no history of its own: take the checkpoint and roll "
        + "back through the root tracker (the one created with a historyCapacity), which "
        + "records the scope's writes as its own steps"
    case .transactionInProgress:
      "a transaction is open; roll back or restore after it ends"
    }
  }
}
