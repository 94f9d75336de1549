extension StateTracker where State: Codable, State.Change: Codable {
  /// The undo history and some change records, as a value that writes JSON.
  ///
  /// The saved history holds every snapshot the history keeps, the steps to redo included, and
  /// which one is current. With history off, it holds the current state only.
  ///
  /// ```swift
  /// let bytes = try tracker.savedHistory(records: log.records).json()
  /// ```
  ///
  /// Called from inside an edit's closure, it stops the program, as a write does: the history's
  /// steps lead to the state as the last write left it, which the edit has changed since.
  ///
  /// - Parameter records: Change records to save with the history, for example those an observer
  ///   collected during the session; none by default.
  /// - Returns: The saved history.
  /// - Complexity: O(*n*) for the *n* snapshots kept.
  public func savedHistory(records: [ChangeRecord<State>] = []) -> SavedHistory<State> {
    checkExclusiveAccess("a save of the history")
    guard let history else {
      return SavedHistory(records: records, snapshots: [storage], currentIndex: 0)
    }
    let cursor = history.cursor
    let current = stateAddress
    let snapshots = (cursor.oldest...cursor.newest).map { history.state(at: $0, from: current) }
    return SavedHistory(
      records: records,
      snapshots: snapshots,
      currentIndex: cursor.current - cursor.oldest
    )
  }

  /// Replaces the undo history with a saved one, and moves to its current snapshot.
  ///
  /// The saved snapshots become the history, the steps to redo included; when they are more than
  /// ``historyCapacity`` allows, the oldest are dropped first, then the newest steps to redo. The
  /// state becomes the saved current snapshot, and every property that differs is reported, as
  /// for ``undo()``; no step is recorded. Checkpoints taken before are no longer found. With
  /// history off, only the state is restored. Called from inside an edit's closure, it stops the
  /// program, as a write does.
  ///
  /// - Parameter saved: A saved history, for example read with ``SavedHistory/init(json:)``.
  /// - Throws: ``HistoryError/scopedTracker`` on a scoped tracker, which keeps no history of its
  ///   own (restore the root's); with history on, ``HistoryError/transactionInProgress`` when a
  ///   transaction is open. The state and the history are then untouched.
  /// - Complexity: O(*n* + *p*), for *n* saved snapshots and *p* declared properties.
  public func restoreHistory(_ saved: SavedHistory<State>) throws(HistoryError) {
    checkExclusiveAccess("a restore of a saved history")
    guard view == nil else {
      throw .scopedTracker
    }
    if let history {
      guard history.cursor.openTransactions == 0 else {
        throw .transactionInProgress
      }
      history.replace(with: saved.snapshots, current: saved.currentIndex)
    }
    restore(saved.snapshots[saved.currentIndex])
  }
}
