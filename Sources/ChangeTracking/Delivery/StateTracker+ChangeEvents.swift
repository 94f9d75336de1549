extension StateTracker where State: Sendable {
  /// Every change from now on, without snapshots: an asynchronous sequence of each record's
  /// change, sequence number and row changes.
  ///
  /// It is ``changes`` for a reader that needs only what changed: the same records, in the same
  /// order, never dropped or merged, ending when the tracker is released. An event keeps
  /// nothing of the state, so events waiting for a slow reader cost a few words each, and an
  /// edit of a long array made while they wait writes in place; a waiting record of
  /// ``changes`` keeps its snapshot, and each such edit copies the array.
  ///
  /// ```swift
  /// let events = tracker.changeEvents
  /// Task.detached {
  ///   for await event in events where event.change == .items {
  ///     await list.apply(event.rowChanges)
  ///   }
  /// }
  /// ```
  public var changeEvents: AsyncStream<ChangeEvent<State.Change>> {
    stream(of: nil) { record in
      ChangeEvent(change: record.change, sequence: record.sequence, rowChanges: record.rowChanges)
    }
  }
}
