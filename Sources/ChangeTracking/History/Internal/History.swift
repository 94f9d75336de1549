/// A tracker's undo history: the ring of snapshots, and the cursor that says which slot to use.
///
/// Each step keeps one snapshot of the state (its heap storage shared with the tracker's state
/// through copy-on-write) and one stamp; over an older snapshot, a state is copied as bytes when
/// the declarations cover it (``layout``).
///
/// Arrays declared row by row are the exception: a snapshot holds them empty, so that none
/// shares its storage with the state's (the next in-place edit would copy it whole), and each
/// step keeps instead the row steps that lead to it from the step before.
@usableFromInline
final class History<State> {
  /// Identifies the tracker the history belongs to, for checkpoints.
  @usableFromInline
  let owner: UInt64

  /// Which slot holds which snapshot.
  ///
  /// Unchecked, as the fields below: only the tracker reaches the history, from its own
  /// isolation, and never across a call that could reach it again.
  @exclusivity(unchecked)
  @usableFromInline
  var cursor: HistoryCursor

  /// The snapshots, in the slots the cursor gives.
  @exclusivity(unchecked)
  @usableFromInline
  var snapshots: ContiguousArray<State> = []

  /// The arrays the state declares row by row; empty for most states, whose history keeps
  /// whole snapshots only.
  @usableFromInline
  let rows: ContiguousArray<any RowsAccess<State>>

  /// For each slot, the row steps that lead to its snapshot from the one before; kept only when
  /// ``rows`` is not empty.
  @exclusivity(unchecked)
  @usableFromInline
  var rowSteps: ContiguousArray<ContiguousArray<any RowSteps<State>>> = []

  /// The row steps of the writes since the last step was stored: the next step takes them.
  @exclusivity(unchecked)
  @usableFromInline
  var pendingRows: ContiguousArray<any RowSteps<State>> = []

  /// The state's layout, for storing a snapshot over an older one as bytes; `nil` when the
  /// declarations do not cover the state, or when it declares arrays row by row.
  @usableFromInline
  let layout: SnapshotLayout?

  /// Starts a history of `capacity` undo steps (at least 1) at `initialState`.
  init(
    capacity: Int,
    initialState: State,
    rows: ContiguousArray<any RowsAccess<State>>,
    layout: SnapshotLayout? = nil
  ) {
    owner = HistoryCheckpoint.newOwner()
    cursor = HistoryCursor(capacity: capacity)
    self.rows = rows
    self.layout = rows.isEmpty ? layout : nil
    store(initialState, at: 0)
  }

  /// Stores `snapshot` in `slot`, extending the ring when the slot is new.
  @inlinable
  @inline(__always)
  func store(_ snapshot: consuming State, at slot: Int) {
    guard rows.isEmpty else {
      return storeHollow(snapshot, at: slot)
    }
    storeSnapshot(snapshot, at: slot)
  }

  /// Records the state at `state` as one undo step in `history`, unretained (the tracker keeps
  /// it alive), or marks the open transaction as having one.
  @inlinable
  @inline(never)
  static func recordStep(in history: Unmanaged<History>, copyOf state: ValueHandle<State>) {
    Unretained.with(history) { history in
      if let slot = history.cursor.recordStep() {
        history.store(copyOf: state, at: slot)
      }
    }
  }

  /// Stores a copy of the state at `state` in `slot`, extending the ring when the slot is new;
  /// as bytes over an older snapshot when the history has the state's ``layout``.
  @inlinable
  @inline(__always)
  func store(copyOf state: ValueHandle<State>, at slot: Int) {
    guard layout != nil, slot < snapshots.count else {
      return store(state.pointee, at: slot)
    }
    copy(state, over: slot)
  }

  /// Copies the state at `state` over the snapshot in `slot` as one block of bytes, when the
  /// words of their references are the same; otherwise through ``copy(_:over:moving:)``.
  @inlinable
  @inline(__always)
  func copy(_ state: ValueHandle<State>, over slot: Int) {
    let differing = withSnapshot(at: slot) { target in
      let differing = layout!.differingFields(state.bytes, target.bytes)
      if differing == 0 {
        target.bytes.copyBytes(from: state.bytes, in: 0..<MemoryLayout<State>.size)
      }
      return differing
    }
    if differing != 0 {
      copy(state, over: slot, moving: differing)
    }
  }

  /// ``copy(_:over:)`` when the fields in `differing` hold other references in the state than in
  /// the snapshot: their values are moved out of the snapshot, then destroyed once the copy is
  /// complete.
  @inlinable
  @inline(never)
  func copy(_ state: ValueHandle<State>, over slot: Int, moving differing: UInt64) {
    ValueHandle.withScratch(
      byteCount: MemoryLayout<State>.size, alignment: MemoryLayout<State>.alignment
    ) { replaced in
      withSnapshot(at: slot) { layout!.copy(state, over: $0, moving: differing, into: replaced) }
      layout!.destroy(differing, in: replaced)
    }
  }

  /// Stores `snapshot` in `slot` as it is.
  @inlinable
  @inline(__always)
  func storeSnapshot(_ snapshot: consuming State, at slot: Int) {
    if slot == snapshots.count {
      snapshots.append(snapshot, growingTo: cursor.slotCount)
    } else {
      snapshots[slot] = snapshot
    }
  }

  /// Stores `snapshot` in `slot` without its arrays declared row by row, and the pending row
  /// steps beside it.
  @inlinable
  func storeHollow(_ snapshot: State, at slot: Int) {
    var hollow = snapshot
    for access in rows {
      access.hollow(&hollow)
    }
    storeSnapshot(hollow, at: slot)
    if slot == rowSteps.count {
      rowSteps.append(pendingRows, growingTo: cursor.slotCount)
    } else {
      rowSteps[slot] = pendingRows
    }
    pendingRows = []
  }

  /// The whole state at `position`: its snapshot, with the arrays declared row by row rebuilt
  /// from `state`, the state at the cursor's current position, by undoing or redoing the row
  /// steps between.
  ///
  /// - Complexity: O(*n* + *s*), where *n* is the arrays' length and *s* the number of row
  ///   steps between the two positions.
  @inlinable
  func state(at position: Int, from state: ValueHandle<State>) -> State {
    guard !rows.isEmpty else {
      return snapshots[cursor.slot(of: position)]
    }
    return stateRebuildingRows(at: position, from: state.pointee)
  }

  /// ``state(at:from:)`` for a state with arrays declared row by row.
  @usableFromInline
  func stateRebuildingRows(at position: Int, from state: State) -> State {
    var result = snapshots[cursor.slot(of: position)]
    var carrier = state
    // Writes of an open transaction are not a step yet: undone first, the carrier is at the
    // current position.
    var changes = ContiguousArray<RowChange>()
    for steps in pendingRows.reversed() {
      steps.apply(to: &carrier, forward: false, into: &changes)
    }
    if position < cursor.current {
      for step in stride(from: cursor.current, to: position, by: -1) {
        applyRowSteps(at: cursor.slot(of: step), to: &carrier, forward: false)
      }
    } else {
      for step in stride(from: cursor.current + 1, through: position, by: 1) {
        applyRowSteps(at: cursor.slot(of: step), to: &carrier, forward: true)
      }
    }
    for access in rows {
      access.copyRows(from: carrier, into: &result)
    }
    return result
  }

  /// Redoes (`forward`) or undoes the row steps of `slot` on `state`, and returns the changes of
  /// each array, in the order applied; the first array's are noted in `buffer`, which the
  /// tracker lends.
  @inlinable
  @discardableResult
  func applyRowSteps(
    at slot: Int,
    to state: inout State,
    forward: Bool,
    buffer: consuming ContiguousArray<RowChange> = []
  ) -> RestoredRows<State> {
    var restored = RestoredRows<State>()
    var buffer = buffer
    var lendsBuffer = true
    func apply(_ step: any RowSteps<State>) {
      var changes = ContiguousArray<RowChange>()
      if lendsBuffer {
        swap(&changes, &buffer)
        lendsBuffer = false
      }
      step.apply(to: &state, forward: forward, into: &changes)
      restored.append(consume changes, of: step.accessID)
    }
    let count = rowSteps[slot].count
    for index in 0..<count {
      apply(rowSteps[slot][forward ? index : count - 1 - index])
    }
    if lendsBuffer {
      // No array changed in this step: the buffer goes back with the result, unused.
      restored.firstChanges = buffer
    }
    return restored
  }

  /// Empties the history: `state` becomes its only snapshot, and no earlier checkpoint is found
  /// in it any more.
  func clear(at state: State) {
    cursor = cursor.cleared()
    startOver { store(state, at: 0) }
  }

  /// Empties the history and calls `refill` to fill it again: what the history held is
  /// destroyed after, so that a `deinit` that reaches the tracker finds the history whole.
  private func startOver(refilling refill: () -> Void) {
    withExtendedLifetime((snapshots, rowSteps, pendingRows)) {
      snapshots = []
      rowSteps = []
      pendingRows = []
      refill()
    }
  }

  /// Adds the row steps of a write to those the next step takes, after those of the same
  /// property, so that a step holds one list of operations per property.
  @inlinable
  func addPending(_ steps: any RowSteps<State>) {
    if let index = pendingRows.firstIndex(where: { $0.accessID == steps.accessID }) {
      pendingRows[index] = pendingRows[index].appending(steps)
    } else {
      pendingRows.append(steps)
    }
  }

  /// Puts back the pending row steps there were before a transaction that threw.
  func restorePendingRows(_ steps: ContiguousArray<any RowSteps<State>>) {
    pendingRows = steps
  }

  /// Replaces the whole history by saved snapshots, the state being at `current`.
  ///
  /// When there are more snapshots than the capacity allows, the oldest are dropped first, then,
  /// if the current one would be dropped, the newest redo steps.
  func replace(with saved: [State], current: Int) {
    let first = Swift.max(0, Swift.min(current, saved.count - cursor.slotCount))
    let end = Swift.min(saved.count, first + cursor.slotCount)
    cursor = HistoryCursor(
      capacity: cursor.capacity,
      snapshotCount: end - first,
      current: current - first,
      firstStamp: cursor.nextStamp
    )
    startOver { store(saved, from: first, to: end) }
  }

  /// Stores the snapshots of `saved` from `first` to `end` in the slots from the first, with
  /// the row steps between them for the arrays declared row by row.
  private func store(_ saved: [State], from first: Int, to end: Int) {
    for (slot, index) in (first..<end).enumerated() {
      if index > first, !rows.isEmpty {
        ValueHandle.reading(saved[index - 1]) { before in
          ValueHandle.reading(saved[index]) { after in
            for access in rows {
              if let steps = access.difference(from: before, to: after, keepsSteps: true).steps {
                pendingRows.append(steps)
              }
            }
          }
        }
      }
      store(saved[index], at: slot)
    }
  }

  /// Calls `body` with the handle of the snapshot in `slot`, to read it or write it in place,
  /// valid only while `body` runs, which must not write the history.
  @inlinable
  @inline(__always)
  func withSnapshot<Result>(at slot: Int, _ body: (ValueHandle<State>) -> Result) -> Result {
    precondition(
      UInt(bitPattern: slot) < UInt(bitPattern: snapshots.count), "a slot that holds a snapshot")
    return snapshots.withUnsafeMutableBufferPointer {
      body(ValueHandle($0.baseAddress.unsafelyUnwrapped + slot))
    }
  }
}
