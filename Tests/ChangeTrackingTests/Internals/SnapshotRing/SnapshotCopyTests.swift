import Testing

@testable import ChangeTracking

/// The undo history stores and restores snapshots property by property: each restores the
/// exact state, every object the snapshots hold lives exactly as long as one of them does.
@Suite struct SnapshotCopyTests {
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

extension SnapshotCopyTests {
  /// The slot an undo left vacant is filled with a copy of the state before the next write:
  /// the objects the state held then live on in that slot, those it replaced go with the last
  /// snapshot that held them.
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

/// Which states the history copies property by property: only those whose declarations, as
/// reflection shows them, cover every stored property.
@Suite struct SnapshotCopyEligibilityTests {
  /// The layout a state's declarations give, or `nil` when its snapshots are copied whole.
  private func copiedFields<State: TrackedState>(of state: State) -> SnapshotLayout? {
    ContiguousArray(State.trackedProperties).snapshotLayout(of: state)
  }

  @Test func aFullyDeclaredStateListsTheFieldsThatHoldReferences() throws {
    let layout = try #require(copiedFields(of: AlbumState()))
    // title, photos, cover, page and cachedSummary hold references; count does not, and is
    // copied as bytes with the padding.
    #expect(layout.fields.count == 5)
    let count = try #require(MemoryLayout<AlbumState>.offset(of: \.count))
    #expect(!layout.fields.contains { $0.offset == count })
    #expect(layout.plainRanges.contains { $0.contains(count) })
    // Together, the plain bytes and the references' bytes are the whole state.
    #expect(layout.plainByteCount + layout.referenceByteCount == MemoryLayout<AlbumState>.size)
  }

  @Test func aStateWithAnUndeclaredPropertyIsCopiedWhole() {
    #expect(copiedFields(of: MissingProperty()) == nil)
  }

  @Test func aStateDeclaringANestedOrComputedKeyPathIsCopiedWhole() {
    #expect(copiedFields(of: ComputedAndNested()) == nil)
  }

  @Test func aStateWithACustomMirrorIsCopiedWhole() {
    #expect(copiedFields(of: MirroredState()) == nil)
  }
}

/// A snapshot is copied over an older one as one block of bytes when every word of the fields
/// that hold references is the same in both; those words cover the fields whole, the tag of an
/// enum's case included.
@Suite struct SnapshotCopyWordTests {
  @Test func theWordsComparedCoverEveryByteOfEveryField() {
    // A string, then a 9-byte value (a pointer and a tag), then an object.
    let words = SnapshotLayout.words(covering: [0..<16, 16..<25, 32..<40], in: 40)
    #expect(words == [0, 8, 16, 17, 32])
    var covered = Set<Int>()
    for word in words {
      covered.formUnion(word..<word + 8)
    }
    #expect(covered.isSuperset(of: Set(0..<16).union(16..<25).union(32..<40)))
  }

  /// A range shorter than a word gets one word from its start, or the state's last word; either
  /// covers it, with bytes around it.
  @Test func aRangeShorterThanAWordIsCoveredByOneWordInTheState() {
    #expect(SnapshotLayout.words(covering: [0..<8, 8..<12, 20..<21], in: 24) == [0, 8, 16])
    #expect(SnapshotLayout.words(covering: [8..<12], in: 12) == [4])
  }

  /// Two values of the enum whose payloads have the same bytes, an object's address and a
  /// number equal to it: the copy over the slot that held the number must retain the object,
  /// and the one over the slot that held the object release it, though only the tag differs.
  @Test func aCaseThatDiffersByItsTagAloneIsCopiedAsAReference() throws {
    weak var watched: Keepsake?
    let tracker = StateTracker(SlotState(), historyCapacity: 1)
    do {
      let object = Keepsake("slot")
      watched = object
      let address = Int(bitPattern: ObjectIdentifier(object))
      let number = SlotState.Slot.number(address)
      let reference = SlotState.Slot.object(object)
      // The two values differ in their last byte only: the layout this test is about.
      try #require(MemoryLayout<SlotState.Slot>.size == 9)
      let numberBytes = withUnsafeBytes(of: number) { Array($0) }
      let referenceBytes = withUnsafeBytes(of: reference) { Array($0) }
      try #require(numberBytes.prefix(8) == referenceBytes.prefix(8))
      try #require(numberBytes[8] != referenceBytes[8])
      // Slots 0 and 1 of a ring of two: the number goes into slot 0 by a copy over the
      // initial state, the object over it two writes later.
      tracker.set(\.slot, to: number)
      tracker.set(\.count, to: 1)
      tracker.set(\.slot, to: reference)
    }
    // The state and the snapshot of the last position hold the object.
    tracker.set(\.slot, to: .number(0))
    try #require(watched != nil, "the snapshot that holds the object keeps it alive")
    #expect(tracker.undo())
    #expect(tracker.state.slot == .object(try #require(watched)))
    #expect(tracker.redo())
    // Two writes push the position that held the object out of the ring.
    tracker.set(\.count, to: 2)
    tracker.set(\.count, to: 3)
    #expect(watched == nil)
  }
}
