import ChangeTracking
import Testing

/// A record shares its snapshot with the tracker; these tests hold records past later writes of
/// every kind and check that no snapshot ever changes.
@Suite struct SharedSnapshotTests {
  struct Draft: TrackedState, Hashable {
    var title = "A title long enough to live on the heap"
    var words: [String] = ["first"]
    var count = 0
    var inner = Inner()

    enum Change: Hashable, Sendable {
      case title, words, count
      case inner(Inner.Change)
    }

    static let trackedProperties: [TrackedProperty<Self>] = [
      .tracked(\.title, as: .title),
      .tracked(\.words, as: .words),
      .tracked(\.count, as: .count),
      .scoped(\.inner, as: Change.inner),
    ]
  }

  struct Inner: TrackedState, Hashable {
    var value = 0

    enum Change: Hashable, Sendable {
      case value
    }

    static let trackedProperties: [TrackedProperty<Self>] = [
      .tracked(\.value, as: .value)
    ]
  }

  /// Keeps every record delivered to an observer of `tracker`, with a copy of its snapshot taken
  /// on arrival.
  final class Keeper {
    var kept: [(record: ChangeRecord<Draft>, snapshotOnArrival: Draft)] = []
    var token: ObservationToken?

    init(_ tracker: StateTracker<Draft>) {
      token = tracker.observe { [unowned self] record in
        kept.append((record, record.snapshot))
      }
    }

    /// The records whose snapshot is no longer what it was when they arrived.
    var changedSinceArrival: [Int] {
      kept.filter { $0.record.snapshot != $0.snapshotOnArrival }.map(\.record.sequence)
    }
  }

  @Test func keptRecordsKeepTheirSnapshotsThroughEveryKindOfWrite() throws {
    let tracker = StateTracker(Draft(), historyCapacity: 10)
    let keeper = Keeper(tracker)
    let start = tracker.checkpoint()
    tracker.set(\.count, to: 1)
    tracker.set(\.title, to: "Another title long enough to live on the heap")
    tracker.update {
      $0.words.append("second")
      $0.count = 2
    }
    let scope = try tracker.scope(\.inner)
    scope.set(\.value, to: 7)
    tracker.undo()
    tracker.redo()
    try tracker.rollback(to: start)
    tracker.set(\.count, to: 3)

    // 1 + 1 + 2 (the batch) + 1 (the scope) + 1 (undo) + 1 (redo) + 4 (the rollback) + 1.
    #expect(keeper.kept.count == 12)
    #expect(keeper.changedSinceArrival.isEmpty)
    #expect(keeper.kept[0].record.snapshot.count == 1)
    #expect(keeper.kept[0].record.snapshot.title == Draft().title)
    #expect(tracker.state.count == 3)
  }

  @Test func recordsOfOneBatchHoldTheStateAfterTheWholeBatch() {
    let tracker = StateTracker(Draft())
    let keeper = Keeper(tracker)
    tracker.update {
      $0.title = "Batch title"
      $0.count = 5
    }
    tracker.set(\.count, to: 6)
    let batch = keeper.kept.prefix(2).map(\.record)
    #expect(batch.map(\.change) == [.title, .count])
    #expect(batch.allSatisfy { $0.snapshot.title == "Batch title" && $0.snapshot.count == 5 })
    #expect(batch[0].snapshot == batch[1].snapshot)
  }

  @Test func anObserverWritingBackLeavesTheRecordItHoldsAsItWas() {
    let tracker = StateTracker(Draft())
    var seen: [(Int, Int)] = []
    let token = tracker.observe { [unowned tracker] record in
      if record.change == .count, record.snapshot.count < 3 {
        tracker.set(\.count, to: record.snapshot.count + 1)
      }
      // Still the state of this record, though the tracker moved on meanwhile.
      seen.append((record.sequence, record.snapshot.count))
    }
    tracker.set(\.count, to: 1)
    #expect(seen.map(\.0) == [1, 2, 3])
    #expect(seen.map(\.1) == [1, 2, 3])
    #expect(tracker.state.count == 3)
    withExtendedLifetime(token) {}
  }

  @Test func aBatchThatThrowsChangesNeitherTheStateNorAKeptRecord() {
    struct Refusal: Error {}
    let tracker = StateTracker(Draft())
    let keeper = Keeper(tracker)
    tracker.set(\.count, to: 1)
    #expect(throws: Refusal.self) {
      try tracker.update { state throws(Refusal) in
        state.count = 100
        state.title = "Never stored"
        throw Refusal()
      }
    }
    #expect(tracker.state.count == 1)
    #expect(tracker.state.title == Draft().title)
    #expect(keeper.changedSinceArrival.isEmpty)
    #expect(keeper.kept.count == 1)
  }

  @Test func aRecordMadeByHandEqualsTheDeliveredOneWithTheSameContent() {
    let tracker = StateTracker(Draft())
    let keeper = Keeper(tracker)
    tracker.set(\.count, to: 4)
    let delivered = keeper.kept[0].record
    var expected = Draft()
    expected.count = 4
    let made = ChangeRecord<Draft>(change: .count, snapshot: expected, sequence: 1)
    #expect(made == delivered)
    #expect(Set([made, delivered]).count == 1)
    #expect(made != ChangeRecord(change: .count, snapshot: Draft(), sequence: 1))
    #expect(made != ChangeRecord(change: .title, snapshot: expected, sequence: 1))
    #expect(made != ChangeRecord(change: .count, snapshot: expected, sequence: 2))
  }
}
