extension StateTracker {
  /// The number of undo steps the tracker keeps, or 0 when history is off.
  ///
  /// Set it when creating the tracker, with `StateTracker(state, historyCapacity: 100)`. When the
  /// history holds that many steps, each new step drops the oldest one.
  public var historyCapacity: Int {
    history?.cursor.capacity ?? 0
  }

  /// Whether ``undo()`` would restore an earlier snapshot.
  ///
  /// It is `false` when history is off, when no step was recorded or all were undone, and while a
  /// transaction is open.
  public var canUndo: Bool {
    history?.cursor.canUndo ?? false
  }

  /// Whether ``redo()`` would restore a snapshot that was undone.
  ///
  /// It is `false` when history is off, when nothing was undone since the last step was recorded,
  /// and while a transaction is open.
  public var canRedo: Bool {
    history?.cursor.canRedo ?? false
  }

  /// Returns to the state before the latest step, and reports every property that changed back.
  ///
  /// A step is one reported `set`, one `update` or one ``transaction(_:)``, or one rollback. The
  /// whole snapshot is restored, untracked properties included. The properties that differ from
  /// the state before the call are reported in the order of ``TrackedState/trackedProperties``,
  /// each record holding the restored snapshot, exactly as a batch reports; undo itself records
  /// no step, and the undone step can be redone until the next write. For a tracker without
  /// scopes and without arrays declared row by row, the properties' `==` (or `isEqual`) run
  /// while both states are read in place: they may read the tracker, and a write from one stops
  /// the program; a property whose bytes are the same in both may be taken as unchanged without
  /// its `==` (see <doc:HistoryAndRollback>).
  ///
  /// ```swift
  /// tracker.set(\.title, to: "Draft")
  /// tracker.undo()  // reports .title; the title is what it was before
  /// tracker.redo()  // reports .title again; the title is "Draft"
  /// ```
  ///
  /// A scoped tracker keeps no history of its own: its writes are steps of the root tracker's
  /// history, so undo and redo through the root; on the scope they return `false`.
  ///
  /// - Returns: `true` when a step was undone; `false`, changing nothing, when ``canUndo`` is
  ///   `false`.
  /// - Complexity: O(*p*), where *p* is the number of declared properties; independent of the
  ///   length of the history.
  @inlinable
  @discardableResult
  public func undo() -> Bool {
    guard history != nil else {
      return false
    }
    checkExclusiveAccess("an undo")
    return withHistory { history in
      let undone = history.cursor.currentSlot
      return restoreSnapshot(
        at: history.cursor.undo(), rowStepsAt: undone, forward: false, in: history)
    } ?? false
  }

  /// Restores the snapshot of the step undone last, and reports every property that changed.
  ///
  /// The properties that differ are reported as for ``undo()``. A write, a rollback or clearing
  /// the history discards the steps that can be redone.
  ///
  /// - Returns: `true` when a step was redone; `false`, changing nothing, when ``canRedo`` is
  ///   `false`.
  /// - Complexity: O(*p*), where *p* is the number of declared properties; independent of the
  ///   length of the history.
  @inlinable
  @discardableResult
  public func redo() -> Bool {
    checkExclusiveAccess("a redo")
    return withHistory { history in
      let slot = history.cursor.redo()
      return restoreSnapshot(at: slot, rowStepsAt: slot ?? 0, forward: true, in: history)
    } ?? false
  }

  /// Forgets every step, to undo and to redo; the current state becomes the start of the
  /// history.
  ///
  /// The state is not changed and nothing is reported. Checkpoints taken before are no longer
  /// found: ``rollback(to:)`` throws ``HistoryError/unknownCheckpoint`` for them. Called while a
  /// transaction is open, it takes effect when the outermost transaction ends, and that
  /// transaction records no step. Called from inside an edit's closure, it stops the program, as
  /// a write does.
  ///
  /// - Complexity: O(*n*) to release the *n* snapshots kept.
  public func clearHistory() {
    checkExclusiveAccess("a clearing of the history")
    guard let history, history.cursor.requestClear() else {
      return
    }
    history.clear(at: storage)
  }

  /// Records the current state as one undo step, or marks the open transaction as having one.
  @inlinable
  @inline(__always)
  func recordStep() {
    guard history != nil else {
      return
    }
    History.recordStep(in: .passUnretained(history!), copyOf: stateAddress)
  }

  /// Calls `body` with the history, unretained (it lives as long as the tracker), and returns
  /// what it returns; `nil` when history is off.
  @inlinable
  @inline(__always)
  func withHistory<Result>(_ body: (History<State>) -> Result) -> Result? {
    guard history != nil else {
      return nil
    }
    return Unretained.with(.passUnretained(history!), body)
  }

  /// Restores the snapshot in `slot`, if the cursor gave one, redoing or undoing (`forward`) the
  /// row steps of `stepSlot`; returns whether there was one.
  @inlinable
  func restoreSnapshot(
    at slot: Int?,
    rowStepsAt stepSlot: Int,
    forward: Bool,
    in history: History<State>
  ) -> Bool {
    guard let slot else {
      return false
    }
    if !history.rows.isEmpty {
      restoreRows(at: slot, rowStepsAt: stepSlot, forward: forward, in: history)
    } else {
      restore(history.snapshots[slot])
    }
    return true
  }

  /// ``restoreSnapshot(at:rowStepsAt:forward:in:)`` for a state with arrays declared row by
  /// row: the current ones, with the row steps of `stepSlot` undone or redone in place.
  @inlinable
  func restoreRows(
    at slot: Int,
    rowStepsAt stepSlot: Int,
    forward: Bool,
    in history: History<State>
  ) {
    // The views compare with the whole state before: `restored` gets the arrays the steps apply
    // to.
    let viewsBefore = views.isEmpty ? nil : storage
    var restored = history.snapshots[slot]
    for index in history.rows.indices {
      history.rows[index].swapRows(&storage, &restored)
    }
    var rowChanges: RestoredRows<State>? = history.applyRowSteps(
      at: stepSlot, to: &restored, forward: forward, buffer: core.lendRowChangeBuffer())
    store(swapping: &restored)
    core.countWrite()
    reportDifferences(
      from: restored, recordsStep: false, restoredRows: rowChanges, viewsBefore: viewsBefore)
    var changes = rowChanges!.takeFirstChanges()
    core.recycleRowChangeBuffer(&changes)
  }

  /// Restores the state at `position` of `history`, whose snapshot is in `slot`, as a new step,
  /// reporting what differs: a rollback.
  ///
  /// A root without views whose layout ``SnapshotLayout/comparesByWords`` compares the snapshot
  /// with the state in place, then copies it over the state as bytes; the values it replaces are
  /// destroyed once the records are delivered. Any other restores a copy of the snapshot.
  @inlinable
  func restore(position: Int, slot: Int, of history: History<State>) {
    guard view == nil, views.isEmpty, history.layout?.comparesByWords == true else {
      return restore(history.state(at: position, from: stateAddress), recordsStep: true)
    }
    ValueHandle.withScratch(
      byteCount: MemoryLayout<State>.size, alignment: MemoryLayout<State>.alignment
    ) { replaced in
      let state = writableStateAddress()
      beginExclusiveAccess(.comparison)
      let (changed, moved) = history.withSnapshot(at: slot) { snapshot in
        let (candidates, moved) = history.layout!.differences(snapshot, state)
        let changed = changedPositions(among: candidates, from: state, to: snapshot)
        history.layout!.copy(snapshot, over: state, moving: moved, into: replaced)
        return (changed, moved)
      }
      endExclusiveAccess()
      core.countWrite()
      deliverRecords(ofPositions: changed, recordsStep: true)
      if moved != 0 {
        history.layout!.destroy(moved, in: replaced)
      }
    }
  }

  /// Stores `snapshot` as the state and reports every property that differs, recording a step
  /// only when `recordsStep` is `true` (a rollback; undo and redo move through the history
  /// instead).
  @inlinable
  func restore(_ snapshot: consuming State, recordsStep: Bool = false) {
    var replaced = snapshot
    store(swapping: &replaced)
    core.countWrite()
    // A root without views whose declarations compare in place.
    if view == nil, views.isEmpty {
      beginExclusiveAccess(.comparison)
      let changed = ValueHandle.withTemporary(&replaced) { changedPositions(from: $0) }
      endExclusiveAccess()
      if let changed {
        return deliverRecords(ofPositions: changed, recordsStep: recordsStep)
      }
    }
    reportDifferences(from: replaced, recordsStep: recordsStep)
  }
}
