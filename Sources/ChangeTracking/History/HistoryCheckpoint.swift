/// A mark on one snapshot of a tracker's history, to return to with
/// ``StateTracker/rollback(to:)``.
///
/// A checkpoint is a small value: it holds no snapshot itself, only which tracker took it and
/// where its snapshot is in that tracker's history. It stays usable as long as its snapshot is in
/// the history; see ``HistoryError`` for when it is not.
///
/// ```swift
/// let beforeEditing = tracker.checkpoint()
/// tracker.set(\.title, to: "Draft")
/// try tracker.rollback(to: beforeEditing)  // "Discard changes"
/// ```
public struct HistoryCheckpoint: Hashable, Sendable {
  /// The history that took the checkpoint, or 0 when the tracker's history was off.
  @usableFromInline
  let owner: UInt64

  /// The position of the snapshot in that history.
  @usableFromInline
  let position: Int

  /// The stamp of the snapshot, to tell it from a later one at the same position.
  @usableFromInline
  let stamp: UInt64

  /// The slot of the position in the history's ring.
  @usableFromInline
  let slot: Int

  /// The last owner number given to a history.
  private static let lastOwner = LockedValue<UInt64>(0)

  /// A number that identifies a new history, never 0 and never given twice in a process.
  static func newOwner() -> UInt64 {
    lastOwner.withLock { last in
      last += 1
      return last
    }
  }
}
