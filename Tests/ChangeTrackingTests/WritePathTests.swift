import ChangeTracking
import Testing

/// The ways `set` finds the property a key path writes, and what it reports for each.
@Suite struct WritePathTests {
  struct Address: Equatable {
    var city = ""
    var street = ""
  }

  struct Account: TrackedState {
    var id = 0
    var address = Address()
    var tags: [String] = ["a", "b"]

    enum Change: Hashable, Sendable {
      case id, address, tags
    }

    static let trackedProperties: [TrackedProperty<Self>] = [
      .tracked(\.id, as: .id),
      .tracked(\.address, as: .address),
      .tracked(\.tags, as: .tags),
    ]
  }

  struct Heartbeat: TrackedState {
    var id = 0
    var ping = 0

    enum Change: Hashable, Sendable {
      case id, ping
    }

    static let trackedProperties: [TrackedProperty<Self>] = [
      .tracked(\.id, as: .id),
      .tracked(\.ping, as: .ping, reporting: .everyWrite),
    ]
  }

  @Test func equalWriteIsReportedOnlyWhereEveryWriteIsDeclared() {
    let tracker = StateTracker(Heartbeat())
    var changes: [Heartbeat.Change] = []
    tracker.onChange = { changes.append($0) }
    tracker.set(\.id, to: 0)
    tracker.set(\.ping, to: 0)
    #expect(changes == [.ping])
  }

  @Test func equalWriteIsReportedByATrackerReportingEveryWrite() {
    let tracker = StateTracker(Account(), reporting: .everyWrite)
    var changes: [Account.Change] = []
    tracker.onChange = { changes.append($0) }
    tracker.set(\.id, to: 0)
    #expect(changes == [.id])
  }

  @Test func setOfStoredPropertyReportsItsChange() {
    let tracker = StateTracker(Account())
    var changes: [Account.Change] = []
    tracker.onChange = { changes.append($0) }
    tracker.set(\.id, to: 7)
    tracker.set(\.id, to: 7)
    #expect(changes == [.id])
    #expect(tracker.id == 7)
  }

  @Test func setThroughNestedKeyPathReportsTheContainingProperty() {
    let tracker = StateTracker(Account())
    var changes: [Account.Change] = []
    tracker.onChange = { changes.append($0) }
    tracker.set(\.address.street, to: "Main Street")
    tracker.set(\.address.street, to: "Main Street")
    #expect(changes == [.address])
    #expect(tracker.address.street == "Main Street")
  }

  @Test func setThroughSubscriptKeyPathReportsTheContainingProperty() {
    let tracker = StateTracker(Account())
    var changes: [Account.Change] = []
    tracker.onChange = { changes.append($0) }
    tracker.set(\.tags[1], to: "c")
    tracker.set(\.tags[1], to: "c")
    #expect(changes == [.tags])
    #expect(tracker.tags == ["a", "c"])
  }

  @Test func writeFromOnChangeIsReportedAfterTheCurrentRecord() {
    let tracker = StateTracker(Account())
    var seen: [(Account.Change, Int)] = []
    let token = tracker.observe { record in seen.append((record.change, record.snapshot.id)) }
    tracker.onChange = { [unowned tracker] change in
      if change == .id, tracker.id == 1 {
        tracker.set(\.id, to: 2)
      }
    }
    tracker.set(\.id, to: 1)
    #expect(seen.map(\.0) == [.id, .id])
    #expect(seen.map(\.1) == [1, 2])
    withExtendedLifetime(token) {}
  }

  @Test func observerCancelledDuringDeliveryReceivesNothingMore() {
    let tracker = StateTracker(Account())
    var received: [String] = []
    var second: ObservationToken?
    let first = tracker.observe { _ in
      received.append("first")
      second?.cancel()
    }
    second = tracker.observe { _ in received.append("second") }
    tracker.set(\.id, to: 1)
    tracker.set(\.id, to: 2)
    #expect(received == ["first", "first"])
    #expect(tracker.observerCount == 1)
    withExtendedLifetime(first) {}
  }

  @Test func batchReportsEachChangedPropertyInDeclarationOrder() {
    let tracker = StateTracker(Account())
    var records: [(Account.Change, Int)] = []
    let token = tracker.observe { records.append(($0.change, $0.snapshot.id)) }
    tracker.update { state in
      state.tags.append("c")
      state.address.city = "Paris"
      state.id = 3
    }
    tracker.update { state in
      state.address.city = "Paris"
      state.tags = ["a", "b", "c"]
    }
    #expect(records.map(\.0) == [.id, .address, .tags])
    #expect(records.map(\.1) == [3, 3, 3])
    withExtendedLifetime(token) {}
  }

  @Test func onChangeReplacedWhileRunningFinishesAndTheNewOneTakesOver() {
    let tracker = StateTracker(Account())
    var calls: [String] = []
    tracker.onChange = { [weak tracker] change in
      tracker?.onChange = { calls.append("new \($0)") }
      calls.append("old \(change)")
    }
    let token = tracker.observe { record in calls.append("observer \(record.change)") }
    tracker.set(\.id, to: 1)
    tracker.set(\.id, to: 2)
    tracker.onChange = nil
    tracker.set(\.id, to: 3)
    #expect(calls == ["old id", "observer id", "new id", "observer id", "observer id"])
    withExtendedLifetime(token) {}
  }
}
