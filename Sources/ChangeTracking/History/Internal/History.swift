/// A tracker's undo history: the ring of snapshots, and the cursor that says which slot to use.
///
/// A tracker with history off holds no history at all, so the write path pays one `nil` check.
/// Each step costs one snapshot of the state (its heap storage shared with the tracker's state
/// through copy-on-write) and one 8-byte stamp.
@usableFromInline
final class History<State> {
  /// Identifies the tracker the history belongs to, for checkpoints.
  @usableFromInline
  let owner: UInt64

  /// Which slot holds which snapshot.
  ///
  /// Unchecked: only the tracker reaches the history, from its own isolation, and never holds
  /// an access to it across a call that could reach it again.
  @exclusivity(unchecked)
  @usableFromInline
  var cursor: HistoryCursor

  /// The snapshots, in the slots the cursor gives.
  @exclusivity(unchecked)
  @usableFromInline
  var snapshots: ContiguousArray<State>

  /// Starts a history at `initialState`.
  ///
  /// - Parameters:
  ///   - capacity: The number of undo steps to keep; at least 1.
  ///   - initialState: The state before the first step.
  init(capacity: Int, initialState: State) {
    owner = HistoryCheckpoint.newOwner()
    cursor = HistoryCursor(capacity: capacity)
    snapshots = [initialState]
  }

  /// Stores `snapshot` in `slot`, extending the ring when the slot is new.
  @inlinable
  func store(_ snapshot: consuming State, at slot: Int) {
    if slot == snapshots.count {
      snapshots.append(snapshot, growingTo: cursor.slotCount)
    } else {
      snapshots[slot] = snapshot
    }
  }

  /// Empties the history: `state` becomes its only snapshot, and no earlier checkpoint is found
  /// in it any more.
  func clear(at state: State) {
    cursor = cursor.cleared()
    snapshots = [state]
  }

  /// Replaces the whole history by saved snapshots, the state being at `current`.
  ///
  /// When there are more snapshots than the capacity allows, the oldest are dropped first, then,
  /// if the current one would be dropped, the newest redo steps.
  func replace(with saved: [State], current: Int) {
    var first = 0
    var end = saved.count
    let keep = cursor.slotCount
    if end - first > keep {
      first = Swift.min(current, end - keep)
      end = first + keep
    }
    cursor = HistoryCursor(
      capacity: cursor.capacity,
      snapshotCount: end - first,
      current: current - first,
      firstStamp: cursor.nextStamp
    )
    snapshots = ContiguousArray(saved[first..<end])
  }
}
