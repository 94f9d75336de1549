import Testing

@testable import ChangeTracking

/// Undo, redo and rollback compare a restored snapshot with the state a word at a time, in one
/// pass: every byte lies in a word, the last one included, and each word names the properties
/// and the reference fields that have bytes in it.
@Suite struct SnapshotWordComparisonTests {
  /// Three whole words and a last one that ends where the state ends.
  private struct TwentyBytes {
    var first = 0
    var second = 0
    var last: Int32 = 0
  }

  @Test func eachWordNamesItsPropertyBytesDeclarationsAndFields() {
    // Properties from 0 to 12 and at 16; words at 0 and 8, then the one from 12 to 20.
    let words = SnapshotLayout.words(
      of: 20, properties: [0..<12, 16..<17], compared: [0..<8, 8..<12, 16..<17],
      references: [0..<8])
    #expect(words.map(\.positions) == [0b001, 0b010, 0b100])
    #expect(words.map(\.fields) == [1, 0, 0])
    let propertyBytes = words.map { word in withUnsafeBytes(of: word.propertyBits) { Array($0) } }
    #expect(
      propertyBytes == [
        [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF],
        [0xFF, 0xFF, 0xFF, 0xFF, 0, 0, 0, 0],
        [0, 0, 0, 0, 0xFF, 0, 0, 0],
      ])
  }

  /// Bytes of padding may differ in two equal states: a word whose property bytes are the same
  /// names no declaration.
  @Test func paddingThatDiffersNamesNoDeclaration() throws {
    let layout = try #require(
      ContiguousArray(SlotState.trackedProperties).snapshotLayout(of: SlotState()))
    try #require(layout.comparesByWords)
    // The slot's payload and tag take 9 bytes, the count starts at 16: 7 bytes of padding.
    try #require(MemoryLayout<SlotState>.offset(of: \.count) == 16)
    var before = SlotState()
    var after = before
    withUnsafeMutableBytes(of: &after) { $0[12] = ~$0[12] }
    let (positions, fields) = ValueHandle.withTemporary(&before) { before in
      ValueHandle.withTemporary(&after) { layout.differences(before, $0) }
    }
    #expect(positions == 0)
    #expect(fields == 0)
  }

  /// Each byte changed in turn sets the bit of every word that holds it, and no other.
  @Test func aChangedByteSetsTheBitsOfTheWordsThatHoldIt() throws {
    try #require(MemoryLayout<TwentyBytes>.size == 20)
    for byte in 0..<20 {
      var before = TwentyBytes()
      var after = TwentyBytes()
      withUnsafeMutableBytes(of: &after) { $0[byte] = 0xA5 }
      let words = ValueHandle.withTemporary(&before) { before in
        ValueHandle.withTemporary(&after) { $0.differingWords(from: before, first: 0) }
      }
      var expected: UInt64 = byte < 16 ? 1 << UInt64(byte / 8) : 0
      if byte >= 12 {
        expected |= 1 << 2
      }
      #expect(words == expected, "byte \(byte)")
    }
  }

  /// Each property changed in turn: its declaration is among the candidates, and the reference
  /// fields named are exactly those whose bytes differ.
  @Test func differencesNameTheChangedPropertyAndExactlyTheChangedFields() throws {
    let layout = try #require(
      ContiguousArray(TailState.trackedProperties).snapshotLayout(of: TailState()))
    try #require(layout.comparesByWords)
    let changes: [(Int, (inout TailState) -> Void)] = [
      (0, { $0.count = 7 }),
      (1, { $0.title = "Another title, as long, so that it is stored on the heap" }),
      (2, { $0.isOn = true }),
    ]
    for (position, change) in changes {
      var before = TailState()
      var after = before
      change(&after)
      let (positions, fields) = ValueHandle.withTemporary(&before) { before in
        ValueHandle.withTemporary(&after) { layout.differences(before, $0) }
      }
      #expect(positions & 1 << UInt64(position) != 0, "property \(position)")
      // The title is the one field that holds a reference.
      #expect(fields == (position == 1 ? 1 : 0), "property \(position)")
    }
  }

  /// The last byte lies in the last word alone: a rollback that changes it reports it, an undo
  /// too.
  @Test func aChangeInTheLastWordAloneIsRestoredAndReported() {
    let tracker = StateTracker(TailState(), historyCapacity: 4)
    let start = tracker.checkpoint()
    tracker.set(\.isOn, to: true)
    var heard: [TailState.Change] = []
    let token = tracker.observe { heard.append($0.change) }
    #expect(throws: Never.self) { try tracker.rollback(to: start) }
    #expect(tracker.isOn == false)
    #expect(tracker.undo())
    #expect(tracker.isOn == true)
    #expect(heard == [.isOn, .isOn])
    withExtendedLifetime(token) {}
  }

  /// A state of more than 64 words is compared 64 words at a time: a change past the first 64
  /// words, in a whole word or in the last one, is restored and reported.
  @Test func aChangePastTheFirst64WordsIsRestoredAndReported() throws {
    try #require(MemoryLayout<LongState>.size == 601)
    let layout = try #require(
      ContiguousArray(LongState.trackedProperties).snapshotLayout(of: LongState()))
    try #require(layout.comparesByWords)
    let tracker = StateTracker(LongState(), historyCapacity: 8)
    let start = tracker.checkpoint()
    tracker.update {
      $0.count = 3
      $0.isOn = true
      $0.blocks.ninth.eighth = 9
    }
    var heard: [LongState.Change] = []
    let token = tracker.observe { heard.append($0.change) }
    #expect(throws: Never.self) { try tracker.rollback(to: start) }
    #expect(tracker.state == LongState())
    #expect(tracker.undo())
    #expect(tracker.count == 3)
    #expect(tracker.isOn)
    #expect(heard == [.blocks, .count, .isOn, .blocks, .count, .isOn])
    withExtendedLifetime(token) {}
  }
}
