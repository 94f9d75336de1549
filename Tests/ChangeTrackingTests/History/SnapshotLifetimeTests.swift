import ChangeTracking
import Testing

/// The undo history stores and restores snapshots: each restores the exact state, and every
/// object the snapshots hold lives exactly as long as one of them does.
@Suite struct SnapshotLifetimeTests {
  /// Writes each kind of property in turn, then undoes and redoes every step: each position
  /// holds the state it was, untracked property included.
  @Test func undoAndRedoRestoreEveryPropertyOfEveryStep() {
    let tracker = StateTracker(AlbumState(), historyCapacity: 3)
    var states = [tracker.state]
    let replacedCover = Keepsake("second cover")
    let pinned = Keepsake("pinned")
    let summary = Keepsake("summary")
    let writes: [(StateTracker<AlbumState>) -> Void] = [
      { $0.set(\.count, to: 1) },
      { $0.set(\.title, to: "Another title, as long, so that it is stored on the heap") },
      { $0.set(\.photos, to: ["beach", "harbour"]) },
      { $0.set(\.cover, to: replacedCover) },
      { $0.update { $0.page = AlbumState.Page(number: 7, pinned: pinned) } },
      {
        $0.update {
          $0.cachedSummary = summary
          $0.count = 2
        }
      },
      { $0.set(\.photos, to: []) },
    ]
    for write in writes {
      write(tracker)
      states.append(tracker.state)
    }
    // The ring keeps 3 steps: the last 4 positions, each slot written over more than once.
    for position in (states.count - 4..<states.count - 1).reversed() {
      #expect(tracker.undo())
      #expect(tracker.state == states[position], "undone to position \(position)")
      #expect(tracker.state.cachedSummary === states[position].cachedSummary)
    }
    #expect(!tracker.undo())
    for position in states.count - 3..<states.count {
      #expect(tracker.redo())
      #expect(tracker.state == states[position], "redone to position \(position)")
    }
  }

  /// A rollback over steps that changed plain values and references restores both, reports
  /// the tracked properties that differ, and is itself a step that undo takes back.
  @Test func rollbackRestoresPlainValuesAndReferencesAsOneStep() throws {
    let tracker = StateTracker(AlbumState(), historyCapacity: 10)
    let start = tracker.checkpoint()
    let before = tracker.state
    tracker.set(\.count, to: 5)
    tracker.set(\.cover, to: Keepsake("replaced"))
    // An untracked value is kept with the step of a tracked write.
    tracker.update {
      $0.cachedSummary = Keepsake("cached")
      $0.count = 6
    }
    let after = tracker.state
    var changes: [AlbumState.Change] = []
    let token = tracker.observe { changes.append($0.change) }
    try tracker.rollback(to: start)
    #expect(tracker.state == before)
    #expect(tracker.state.cachedSummary == nil)
    #expect(changes == [.count, .cover])
    #expect(tracker.undo())
    #expect(tracker.state == after)
    #expect(tracker.state.cachedSummary === after.cachedSummary)
    withExtendedLifetime(token) {}
  }

  /// Objects that the state and its snapshots held are released once the last copy that held
  /// them is: none leaks, and none is released while a snapshot still holds it.
  @Test func objectsLiveAsLongAsAStateOrSnapshotHoldsThem() throws {
    weak var firstCover: Keepsake?
    weak var secondCover: Keepsake?
    weak var pinned: Keepsake?
    var tracker: StateTracker<AlbumState>? = StateTracker(AlbumState(), historyCapacity: 2)
    let start = tracker!.checkpoint()
    firstCover = tracker!.state.cover
    do {
      let cover = Keepsake("second cover")
      secondCover = cover
      tracker!.set(\.cover, to: cover)
      let page = Keepsake("pinned")
      pinned = page
      tracker!.update { $0.page.pinned = page }
    }
    // Held by the snapshot of the first position, which a rollback may still restore.
    #expect(firstCover != nil)
    try tracker!.rollback(to: start)
    #expect(tracker!.state.cover === firstCover)
    #expect(tracker!.state.page.pinned == nil)
    // The rollback is a step, and the ring keeps 2: the snapshots still hold the others.
    #expect(secondCover != nil && pinned != nil)
    #expect(secondCover?.name == "second cover" && pinned?.name == "pinned")
    // Three writes push every position that held them out of the ring.
    tracker!.set(\.count, to: 1)
    tracker!.set(\.count, to: 2)
    tracker!.set(\.count, to: 3)
    #expect(secondCover == nil)
    #expect(pinned == nil)
    #expect(firstCover != nil)
    tracker = nil
    #expect(firstCover == nil)
  }
}

extension SnapshotLifetimeTests {
  /// After an undo, a write keeps the undone position's objects in its snapshot, and those of
  /// the redo position it discards go with the last snapshot that held them.
  @Test func theSlotAnUndoLeftIsFilledWithTheStateItHeld() {
    weak var first: Keepsake?
    weak var second: Keepsake?
    var tracker: StateTracker<AlbumState>? = StateTracker(AlbumState(), historyCapacity: 4)
    do {
      let cover = Keepsake("second")
      second = cover
      first = tracker!.state.cover
      tracker!.set(\.cover, to: cover)
    }
    #expect(tracker!.undo())
    // The state holds the first cover again; the redo position holds the second.
    tracker!.set(\.count, to: 1)
    #expect(tracker!.state.cover === first)
    #expect(second == nil, "the redo position was discarded by the write")
    #expect(tracker!.undo())
    #expect(tracker!.state.cover === first && tracker!.state.count == 0)
    #expect(tracker!.redo())
    #expect(tracker!.state.count == 1)
    tracker = nil
    #expect(first == nil)
  }

  /// A weak reference inside a property, whose object is gone in one snapshot and alive in
  /// another, is copied by its own type each way: undo, redo and rollback give it back as it
  /// was, or `nil` once its object is gone.
  @Test func aWeakReferenceInsideAPropertyIsCopiedAsAWeakReference() throws {
    let tracker = StateTracker(AlbumState(), historyCapacity: 2)
    let start = tracker.checkpoint()
    let kept = Keepsake("kept")
    do {
      let brief = Keepsake("brief")
      tracker.update { $0.page.owner = brief }
      tracker.set(\.count, to: 1)
    }
    // The object is gone: every copy of its weak reference reads `nil`.
    #expect(tracker.state.page.owner == nil)
    tracker.update { $0.page.owner = kept }
    for value in 2...6 {
      tracker.set(\.count, to: value)
    }
    #expect(tracker.state.page.owner === kept)
    #expect(throws: HistoryError.evictedCheckpoint) { try tracker.rollback(to: start) }
    let recent = tracker.checkpoint()
    tracker.update { $0.page.owner = nil }
    try tracker.rollback(to: recent)
    #expect(tracker.state.page.owner === kept)
    #expect(tracker.undo())
    #expect(tracker.state.page.owner == nil)
  }

  /// The objects a rollback replaces are released once the state is whole again and its
  /// records are delivered: a `deinit` that reads the tracker sees the state restored, not a
  /// state copied halfway.
  @Test func objectsARollbackReplacesAreReleasedOnceTheStateIsWhole() throws {
    let tracker = StateTracker(AlbumState(), historyCapacity: 10)
    let initial = tracker.state
    let start = tracker.checkpoint()
    tracker.set(\.count, to: 3)
    var seen: [AlbumState] = []
    var delivered = 0
    var deliveredAtRelease: [Int] = []
    do {
      // Untracked, so that no step holds it: the state alone does, until the rollback.
      let summary = Keepsake("summary")
      summary.onRelease = {
        seen.append(tracker.state)
        deliveredAtRelease.append(delivered)
      }
      tracker.update { $0.cachedSummary = summary }
    }
    let token = tracker.observe { _ in delivered += 1 }
    try tracker.rollback(to: start)
    withExtendedLifetime(token) {}
    #expect(seen == [initial])
    #expect(deliveredAtRelease == [1])
  }
}
