import Testing

@testable import ChangeTracking

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
    #expect(!layout.referenceRanges.contains { $0.contains(count) })
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
