extension StateTracker {
  /// Marks the current snapshot of the history, to return to it later with ``rollback(to:)``.
  ///
  /// The checkpoint marks the snapshot of the latest step (or the state the history started
  /// from). It takes no memory of its own; it stays usable as long as that snapshot is in the
  /// history: until it is dropped at capacity, discarded by a write after an undo, or the
  /// history is cleared. With history off, the checkpoint is taken but ``rollback(to:)`` throws
  /// ``HistoryError/historyOff`` for it; on a scoped tracker, which keeps no history of its
  /// own, it throws ``HistoryError/scopedTracker``: take checkpoints from the root tracker.
  ///
  /// ```swift
  /// let saved = tracker.checkpoint()
  /// do {
  ///   try await save(tracker.state)
  /// } catch {
  ///   try tracker.rollback(to: saved)
  /// }
  /// ```
  ///
  /// - Returns: The checkpoint.
  /// - Complexity: O(1).
  public func checkpoint() -> HistoryCheckpoint {
    guard let history else {
      return HistoryCheckpoint(owner: 0, position: 0, stamp: 0, slot: 0)
    }
    let (position, stamp, slot) = history.cursor.checkpoint()
    return HistoryCheckpoint(owner: history.owner, position: position, stamp: stamp, slot: slot)
  }

  /// Restores the snapshot a checkpoint marked, and reports every property that differs.
  ///
  /// A rollback is a write like any other: the properties that differ from the current state are
  /// reported in the order of ``TrackedState/trackedProperties``, each record holding the
  /// restored snapshot, and the rollback is recorded as one new undo step. So ``undo()`` right
  /// after a rollback returns to the state before it, the steps that could be redone are
  /// discarded, and the checkpoint itself stays usable. A rollback to the state the tracker is
  /// already in reports nothing and records no step.
  ///
  /// ```swift
  /// let clean = tracker.checkpoint()
  /// tracker.set(\.title, to: "Draft")
  /// try tracker.rollback(to: clean)  // reports .title
  /// tracker.undo()                   // the title is "Draft" again
  /// ```
  ///
  /// - Parameter checkpoint: A checkpoint taken by this tracker.
  /// - Throws: ``HistoryError`` when history is off or the tracker is a scope, the checkpoint
  ///   comes from another tracker, its snapshot was dropped at capacity or discarded, or a
  ///   transaction is open. The state, the history and the observers are then untouched.
  /// - Complexity: O(*p*), where *p* is the number of declared properties; independent of the
  ///   length of the history, but for an array declared row by row, whose steps back to the
  ///   checkpoint are replayed: O(*n* + *s*) for *n* elements and *s* steps.
  @inlinable
  public func rollback(to checkpoint: HistoryCheckpoint) throws(HistoryError) {
    let failure = withHistory { history -> HistoryError? in
      guard checkpoint.owner == history.owner else {
        return .foreignCheckpoint
      }
      guard history.cursor.openTransactions == 0 else {
        return .transactionInProgress
      }
      checkExclusiveAccess("a rollback")
      switch history.cursor.lookUp(
        position: checkpoint.position, stamp: checkpoint.stamp, slot: checkpoint.slot)
      {
      case .success(let slot):
        restore(position: checkpoint.position, slot: slot, of: history)
        return nil
      case .failure(let error):
        return error
      }
    }
    guard let failure else {
      throw view == nil ? .historyOff : .scopedTracker
    }
    if let failure {
      throw failure
    }
  }
}
