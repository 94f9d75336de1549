/// The positions of a bounded undo history: the deterministic core of undo, redo, transactions,
/// checkpoints and clearing. Its fields are set only by its own methods.
///
/// The snapshots live in a ring of ``slotCount`` slots that the history owns; the cursor only
/// says which slot to write or read. Positions count the snapshots recorded since the history
/// (re)started, from 0; the slot of a position is `position % slotCount`, so dropping the oldest
/// step is an index move, never a shift. Each slot also holds a stamp, never given twice in one
/// history, so that a checkpoint can tell whether its snapshot is still the one in its slot.
@usableFromInline
struct HistoryCursor: Equatable {
  /// What the tracker does when the outermost transaction ends.
  enum TransactionEnd: Equatable {
    /// Nothing: no write of the transaction reported a change.
    case nothing
    /// Store the current state as one step in this slot.
    case record(slot: Int)
    /// Clear the history, as asked during the transaction.
    case clear
  }

  /// The number of undo steps kept; the ring has one more slot, for the state before the oldest
  /// step.
  @usableFromInline
  let capacity: Int

  /// The stamp of the first snapshot since the history last started; older stamps belong to a
  /// cleared or replaced history.
  let firstStamp: UInt64

  /// The position of the oldest snapshot kept.
  @usableFromInline
  var oldest = 0

  /// The position of the snapshot the state is at.
  @usableFromInline
  var current = 0

  /// The slot of ``current``.
  @usableFromInline
  var currentSlot = 0

  /// The position of the newest snapshot; those after ``current`` are the redo steps.
  @usableFromInline
  var newest = 0

  /// The stamp of the snapshot in each slot.
  @usableFromInline
  var stamps: ContiguousArray<UInt64>

  /// The stamp the next snapshot gets.
  @usableFromInline
  var nextStamp: UInt64

  /// How many transactions are open, nested.
  @usableFromInline
  var openTransactions = 0

  /// Whether a write reported a change since the outermost open transaction began.
  @usableFromInline
  var transactionHasSteps = false

  /// Whether clearing was asked for during the open transaction.
  private(set) var clearsAfterTransaction = false

  /// Starts a history of `capacity` undo steps (at least 1) with one snapshot, at position 0 and
  /// slot 0, stamped `firstStamp`.
  init(capacity: Int, firstStamp: UInt64 = 0) {
    self.init(capacity: capacity, snapshotCount: 1, current: 0, firstStamp: firstStamp)
  }

  /// Starts a history of `capacity` undo steps (at least 1) that holds `snapshotCount` snapshots
  /// in slots `0..<snapshotCount`, the first stamped `firstStamp`, the state at `current`.
  init(capacity: Int, snapshotCount: Int, current: Int, firstStamp: UInt64) {
    // The ring has one slot more than the capacity: keep that count representable.
    let capacity = Swift.min(capacity, Int.max - 1)
    precondition(capacity > 0 && (1...capacity + 1).contains(snapshotCount))
    precondition((0..<snapshotCount).contains(current))
    self.capacity = capacity
    self.firstStamp = firstStamp
    self.current = current
    currentSlot = current % (capacity + 1)
    newest = snapshotCount - 1
    stamps = ContiguousArray((0..<UInt64(snapshotCount)).map { firstStamp + $0 })
    nextStamp = firstStamp + UInt64(snapshotCount)
  }

  /// The number of slots of the ring.
  @inlinable
  var slotCount: Int { capacity + 1 }

  /// The slot that holds the snapshot at `position`.
  @inlinable
  func slot(of position: Int) -> Int {
    position % slotCount
  }

  /// Whether there is a step to undo: never while a transaction is open.
  var canUndo: Bool { openTransactions == 0 && current > oldest }

  /// Whether there is a step to redo: never while a transaction is open.
  var canRedo: Bool { openTransactions == 0 && current < newest }

  /// A write reported a change: returns the slot where the state after it is stored (see
  /// ``appendStep()``), or `nil` when an open transaction groups it into its own step.
  @inlinable
  @inline(__always)
  mutating func recordStep() -> Int? {
    guard openTransactions == 0 else {
      transactionHasSteps = true
      return nil
    }
    return appendStep()
  }

  /// Moves one step back: returns the slot of the snapshot to restore, or `nil` when there is
  /// none.
  @usableFromInline
  mutating func undo() -> Int? {
    guard canUndo else {
      return nil
    }
    current -= 1
    currentSlot = currentSlot == 0 ? slotCount - 1 : currentSlot - 1
    return currentSlot
  }

  /// Moves one step forward: returns the slot of the snapshot to restore, or `nil` when there is
  /// none.
  @usableFromInline
  mutating func redo() -> Int? {
    guard canRedo else {
      return nil
    }
    current += 1
    currentSlot = currentSlot + 1 == slotCount ? 0 : currentSlot + 1
    return currentSlot
  }

  /// The position and stamp that identify the current snapshot, and its slot.
  func checkpoint() -> (position: Int, stamp: UInt64, slot: Int) {
    (current, stamps[currentSlot], currentSlot)
  }

  /// The slot of the snapshot a checkpoint marked, given its position, stamp and slot, or why it
  /// is no longer in the history: dropped to make room for newer steps (evicted), or discarded
  /// by a write after an undo or by clearing the history (unknown).
  @usableFromInline
  func lookUp(position: Int, stamp: UInt64, slot: Int) -> Result<Int, HistoryError> {
    guard stamp >= firstStamp else {
      return .failure(.unknownCheckpoint)
    }
    if position < oldest {
      return .failure(.evictedCheckpoint)
    }
    if position <= newest, stamps[slot] == stamp {
      return .success(slot)
    }
    return .failure(.unknownCheckpoint)
  }

  /// Opens a transaction, possibly nested in another.
  mutating func beginTransaction() {
    if openTransactions == 0 {
      transactionHasSteps = false
      clearsAfterTransaction = false
    }
    openTransactions += 1
  }

  /// Closes the innermost transaction, whose body returned or threw (`succeeded`), and says
  /// what the tracker does now. A nested transaction that threw puts back `hadStepsBefore`,
  /// whether the enclosing ones had steps when it began: its own writes were taken back.
  mutating func endTransaction(succeeded: Bool, hadStepsBefore: Bool = false) -> TransactionEnd {
    precondition(openTransactions > 0)
    openTransactions -= 1
    guard openTransactions == 0 else {
      if !succeeded {
        transactionHasSteps = hadStepsBefore
      }
      return .nothing
    }
    let hasSteps = transactionHasSteps
    transactionHasSteps = false
    if clearsAfterTransaction {
      clearsAfterTransaction = false
      return .clear
    }
    return succeeded && hasSteps ? .record(slot: appendStep()) : .nothing
  }

  /// Asks to clear the history: returns `true` when the tracker clears it now, `false` when an
  /// open transaction defers it to its end.
  mutating func requestClear() -> Bool {
    guard openTransactions == 0 else {
      clearsAfterTransaction = true
      return false
    }
    return true
  }

  /// A new, empty history of the same capacity whose stamps follow this one's.
  func cleared() -> HistoryCursor {
    HistoryCursor(capacity: capacity, firstStamp: nextStamp)
  }

  /// Stores the next snapshot after the current one: discards the redo steps, and drops the
  /// oldest step when the history holds ``capacity`` steps already. Positions and stamps count
  /// from 0 and never reach `Int.max` or `UInt64.max`.
  @inlinable
  @inline(__always)
  mutating func appendStep() -> Int {
    current &+= 1
    currentSlot = currentSlot &+ 1 == slotCount ? 0 : currentSlot &+ 1
    newest = current
    if newest &- oldest > capacity {
      oldest = newest &- capacity
    }
    let slot = currentSlot
    if slot == stamps.count {
      stamps.append(nextStamp, growingTo: slotCount)
    } else {
      stamps[slot] = nextStamp
    }
    nextStamp &+= 1
    return slot
  }
}
