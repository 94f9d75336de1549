import Testing

@testable import ChangeTracking

/// A record read from a stream may be read and dropped on another thread, and a reference count
/// dropped there orders nothing with the tracker's next write: the box that a stream carried is
/// never written again, even once every record holding it is gone.
@Suite struct StreamedBoxTests {
  struct Tally: TrackedState, Sendable {
    var value = 0

    enum Change: Hashable, Sendable {
      case value
    }

    static let trackedProperties: [TrackedProperty<Self>] = [
      .tracked(\.value, as: .value)
    ]
  }

  /// The identity of the box that holds `tracker`'s state.
  static func box(of tracker: StateTracker<Tally>) -> ObjectIdentifier {
    ObjectIdentifier(tracker.core.box)
  }

  @Test func aWriteAfterAStreamedRecordIsDroppedMovesIntoANewBox() async {
    let tracker = StateTracker(Tally())
    var iterator = tracker.changes.makeAsyncIterator()
    tracker.set(\.value, to: 1)
    let streamed = Self.box(of: tracker)
    let record = await iterator.next()
    #expect(record?.snapshot.value == 1)
    _ = consume record

    tracker.set(\.value, to: 2)

    #expect(Self.box(of: tracker) != streamed)
    #expect(tracker.state.value == 2)
  }

  @Test func aWriteAfterADroppedObserverRecordStaysInItsBox() {
    let tracker = StateTracker(Tally())
    var seen: [Int] = []
    let token = tracker.observe { seen.append($0.snapshot.value) }
    tracker.set(\.value, to: 1)
    let box = Self.box(of: tracker)

    tracker.set(\.value, to: 2)

    #expect(Self.box(of: tracker) == box)
    #expect(seen == [1, 2])
    token.cancel()
  }

  @Test func aStreamOfValuesLeavesTheBoxToBeWrittenInPlace() async {
    let tracker = StateTracker(Tally())
    var iterator = tracker.values(of: \.value).makeAsyncIterator()
    tracker.set(\.value, to: 1)
    let box = Self.box(of: tracker)
    #expect(await iterator.next() == 1)

    tracker.set(\.value, to: 2)

    #expect(Self.box(of: tracker) == box)
  }
}
