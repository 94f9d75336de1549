import Testing

@testable import ChangeTracking

/// The snapshots a recorder keeps: each reads back as the state it was, whether it was kept
/// whole or as the bytes beside a whole snapshot whose references it shared, and what they hold
/// lives exactly as long as one of them holds it.
@Suite struct SnapshotLogTests {
  /// A tracker's records, kept by a log and, whole, by an observer, to compare.
  final class Recording<State: TrackedState> {
    var log: SnapshotLog<State>
    var positions: [SnapshotLog<State>.Position] = []
    var copies: [State] = []
    var token: ObservationToken?

    init(_ tracker: StateTracker<State>) {
      log = SnapshotLog(of: tracker)
      token = tracker.observe { [unowned self] record in
        positions.append(log.append(record))
        copies.append(record.snapshot)
      }
    }

    var snapshots: [State] {
      positions.map(log.snapshot(at:))
    }
  }

  @Test(arguments: [UInt64(1), 2, 3, 4])
  func snapshotsReadBackAsTheyWereThroughRandomWrites(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let tracker = StateTracker(AlbumState())
    let recording = Recording(tracker)
    let titles = [
      "A title long enough to be kept on the heap", "Short", "Another long title, here",
    ]
    let covers = [Keepsake("one"), Keepsake("two")]
    for _ in 0..<600 {
      switch Int.random(in: 0..<10, using: &random) {
      case 0: tracker.set(\.title, to: titles.randomElement(using: &random)!)
      case 1: tracker.set(\.cover, to: covers.randomElement(using: &random)!)
      case 2: tracker.set(\.photos, to: tracker.photos + ["photo \(tracker.photos.count)"])
      case 3:
        tracker.set(\.page, to: AlbumState.Page(number: Int.random(in: 0..<3, using: &random)))
      case 4:
        tracker.update { state in
          state.count = Int.random(in: -5..<5, using: &random)
          state.title = titles.randomElement(using: &random)!
        }
      default: tracker.set(\.count, to: Int.random(in: -1_000..<1_000, using: &random))
      }
    }
    // The bytes beside the references are one whole word, the count: copied a word at a time.
    #expect(
      recording.log.layout?.plainWords.map(Array.init)
        == [MemoryLayout<AlbumState>.offset(of: \.count)!])
    #expect(recording.positions.count == recording.copies.count)
    #expect(recording.snapshots == recording.copies)
    // Most writes change a number only: those snapshots were kept beside a whole one.
    #expect(recording.log.wholes.count < recording.positions.count / 2)
  }

  /// The bytes beside the references, in ranges apart, are copied a word at a time and read
  /// back in their places, whatever was written between two whole snapshots.
  @Test func plainWordsOfSeveralRangesReadBackInTheirPlaces() {
    let tracker = StateTracker(LedgerState())
    let recording = Recording(tracker)
    for step in 1...300 {
      switch step % 4 {
      case 0: tracker.set(\.entries, to: step)
      case 1: tracker.set(\.rate, to: Double(step) / 7)
      case 2: tracker.set(\.flags, to: UInt64(step) &* 0x9E37_79B9_7F4A_7C15)
      default:
        tracker.update { state in
          state.entries = -step
          state.flags = UInt64(step)
        }
      }
      if step.isMultiple(of: 97) {
        tracker.set(\.memo, to: "Memo \(step), long enough to be kept on the heap")
      }
    }
    let words = [\LedgerState.entries, \.rate, \.flags].map { MemoryLayout.offset(of: $0)! }
    #expect(recording.log.layout?.plainWords.map(Array.init) == words)
    #expect(recording.log.layout?.plainByteCount == 24)
    // A whole snapshot for the first record and for each new memo; the others as their words.
    #expect(recording.log.wholes.count == 4)
    #expect(recording.snapshots == recording.copies)
  }

  /// A copy need not carry over the padding inside a property, nor the unused bytes of an
  /// existential: the references are compared as the record's box holds them, so that writes
  /// of a number after a whole snapshot are kept as their bytes, however the copy was made.
  @Test func writesOfANumberBesidePaddedPropertiesShareOneWholeSnapshot() {
    let tracker = StateTracker(PaddedState())
    let recording = Recording(tracker)
    for count in 1...200 {
      tracker.set(\.count, to: count)
    }
    tracker.set(\.pair, to: PaddedPair(flag: true))
    tracker.set(\.count, to: 0)
    #expect(recording.log.layout != nil)
    #expect(recording.log.wholes.count == 2)
    #expect(recording.snapshots.map(\.count) == recording.copies.map(\.count))
    #expect(recording.snapshots.map(\.pair) == recording.copies.map(\.pair))
    #expect(recording.snapshots.map { $0.tag as? Int } == recording.copies.map { $0.tag as? Int })
  }

  @Test func objectsLiveAsLongAsASnapshotKeptHoldsThem() {
    let tracker = StateTracker(AlbumState())
    let recording = Recording(tracker)
    weak var first: Keepsake?
    do {
      let keepsake = Keepsake("first")
      first = keepsake
      tracker.set(\.cover, to: keepsake)
    }
    tracker.set(\.count, to: 1)
    tracker.set(\.cover, to: Keepsake("second"))
    recording.copies = []
    #expect(first != nil)
    #expect(recording.log.snapshot(at: recording.positions[1]).cover === first)
    #expect(recording.log.snapshot(at: recording.positions[1]).count == 1)
    #expect(recording.log.snapshot(at: recording.positions[2]).cover.name == "second")
    recording.log.removeAll()
    recording.positions = []
    #expect(first == nil)
    tracker.set(\.count, to: 2)
    #expect(recording.snapshots.map(\.count) == [2])
  }

  @Test func aWeakReferenceReadsAsInTheSnapshotItWasKeptWith() {
    let owner = Keepsake("owner")
    let tracker = StateTracker(AlbumState())
    let recording = Recording(tracker)
    tracker.set(\.page, to: AlbumState.Page(number: 1, owner: owner))
    tracker.set(\.count, to: 7)
    #expect(recording.log.snapshot(at: recording.positions[1]).page.owner === owner)
    #expect(recording.log.snapshot(at: recording.positions[1]).count == 7)
  }

  @Test func aStateWhoseLayoutIsNotKnownIsKeptWhole() throws {
    let tracker = StateTracker(MirroredState())
    let recording = Recording(tracker)
    tracker.set(\.count, to: 1)
    tracker.set(\.count, to: 2)
    #expect(recording.log.layout == nil)
    #expect(recording.log.wholes.count == 2)
    #expect(recording.snapshots.map(\.count) == [1, 2])
    #expect(recording.snapshots.map(\.name) == recording.copies.map(\.name))
  }

  /// A state shorter than a word is compared field by field, not a word at a time: its
  /// snapshots, which hold no reference, are kept beside the first whole one.
  @Test func aStateShorterThanAWordIsKeptAsItsBytes() {
    let tracker = StateTracker(TinyState())
    let recording = Recording(tracker)
    for level in 1...20 {
      tracker.set(\.level, to: Float(level))
      tracker.set(\.isOn, to: level.isMultiple(of: 2))
    }
    #expect(recording.log.layout?.isCoveredByWords == false)
    // Five bytes, not a whole word: copied as a range of bytes.
    #expect(recording.log.layout?.plainWords == nil)
    #expect(recording.log.wholes.count == 1)
    #expect(recording.snapshots.map(\.level) == recording.copies.map(\.level))
    #expect(recording.snapshots.map(\.isOn) == recording.copies.map(\.isOn))
    // The first write of `isOn` leaves it `false`: no record.
    #expect(recording.positions.count == 39)
  }

  @Test func aViewsSnapshotsAreKeptWhole() throws {
    let app = StateTracker(ShellState())
    let feed = try app.scope(\.feed)
    let recording = Recording(feed)
    feed.set(\.step, to: .loading)
    feed.set(\.user, to: "ada")
    #expect(recording.log.wholes.count == 2)
    #expect(recording.snapshots == recording.copies)
  }
}
