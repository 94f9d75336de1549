import ChangeTracking
import Testing

@Suite struct ObserverTests {
  @Test func onChangeReceivesEachChangeInWriteOrder() {
    let tracker = StateTracker(Counter())
    var changes: [Counter.Change] = []
    tracker.onChange = { changes.append($0) }
    tracker.set(\.label, to: "a")
    tracker.set(\.value, to: 1)
    tracker.set(\.label, to: "b")
    #expect(changes == [.label, .value, .label])
  }

  @Test func onChangeIsCalledBeforeTheObservers() {
    let tracker = StateTracker(Counter())
    var calls: [String] = []
    let token = tracker.observe { _ in calls.append("observer") }
    tracker.onChange = { _ in calls.append("onChange") }
    tracker.set(\.value, to: 1)
    #expect(calls == ["onChange", "observer"])
    _ = token
  }

  @Test func observersAreCalledInRegistrationOrder() {
    let tracker = StateTracker(Counter())
    var calls: [Int] = []
    let tokens = (1...3).map { number in tracker.observe { _ in calls.append(number) } }
    tracker.set(\.value, to: 1)
    #expect(calls == [1, 2, 3])
    #expect(tokens.count == 3)
  }

  @Test func filteredObserverReceivesOnlyTheChangesItNamed() {
    let tracker = StateTracker(Counter())
    let log = RecordLog(tracker, only: [.label])
    tracker.set(\.value, to: 1)
    tracker.set(\.label, to: "a")
    tracker.update {
      $0.value = 2
      $0.label = "b"
    }
    #expect(log.changes == [.label, .label])
    #expect(log.sequences == [2, 4])
  }

  @Test func cancelledObserverReceivesNothingMore() {
    let tracker = StateTracker(Counter())
    var count = 0
    let token = tracker.observe { _ in count += 1 }
    tracker.set(\.value, to: 1)
    token.cancel()
    tracker.set(\.value, to: 2)
    #expect(count == 1)
    #expect(token.isCancelled)
  }

  @Test func releasingTheTokenStopsTheObserver() {
    let tracker = StateTracker(Counter())
    var count = 0
    var token: ObservationToken? = tracker.observe { _ in count += 1 }
    tracker.set(\.value, to: 1)
    token = nil
    tracker.set(\.value, to: 2)
    #expect(count == 1)
    #expect(token == nil)
    #expect(tracker.observerCount == 0)
  }

  @Test func cancellingTwiceOrAfterTheTrackerIsGoneDoesNothing() {
    var tracker: StateTracker<Counter>? = StateTracker(Counter())
    let token = tracker!.observe { _ in }
    #expect(!token.isCancelled)
    tracker = nil
    token.cancel()
    token.cancel()
    #expect(token.isCancelled)
  }

  @Test func observerCountCountsLiveObservers() {
    let tracker = StateTracker(Counter())
    let first = tracker.observe { _ in }
    let second = tracker.observe { _ in }
    #expect(tracker.observerCount == 2)
    first.cancel()
    #expect(tracker.observerCount == 1)
    second.cancel()
    #expect(tracker.observerCount == 0)
  }

  @Test func observerReadsTheTrackerDuringDelivery() {
    let tracker = StateTracker(Counter())
    var seen: [Int] = []
    let token = tracker.observe { _ in seen.append(tracker.value) }
    tracker.onChange = { [unowned tracker] _ in seen.append(tracker.state.value) }
    tracker.set(\.value, to: 5)
    #expect(seen == [5, 5])
    _ = token
  }

  @Test func observerDoesNotKeepTheTrackerAlive() {
    weak var weakTracker: StateTracker<Counter>?
    var token: ObservationToken?
    do {
      let tracker = StateTracker(Counter())
      weakTracker = tracker
      token = tracker.observe { _ in }
    }
    #expect(weakTracker == nil)
    #expect(token?.isCancelled == false)
  }

  @Test func filtersMixingDeclaredAndEmbeddedChangesReceiveExactlyThoseChanges() throws {
    let house = StateTracker(HouseState())
    let room = try house.scope(\.room)
    let doorAndLights = RecordLog(house, only: [.door, .room(.lights)])
    let heatOnly = RecordLog(house, only: [.room(.heat)])
    let nothingWritten = RecordLog(house, only: [.guestRoom(.lights)])

    house.set(\.door, to: 1)
    room.set(\.lights, to: 2)
    room.set(\.heat, to: 3)
    house.update {
      $0.door = 4
      $0.room.heat = 5
    }

    #expect(doorAndLights.changes == [.door, .room(.lights), .door])
    #expect(heatOnly.changes == [.room(.heat), .room(.heat)])
    #expect(nothingWritten.records.isEmpty)
  }

  /// Registers an observer when it goes away: what a view model released with its observer's
  /// closure may do.
  final class Successor {
    let register: () -> Void
    init(register: @escaping () -> Void) { self.register = register }
    deinit { register() }
  }

  @Test func anObserverRegisteredWhileCancelledOnesAreRemovedIsKept() {
    let tracker = StateTracker(Counter())
    var received: [Int] = []
    var late: [ObservationToken] = []
    // More observers than are removed at once, so that cancelled ones are removed in a batch.
    var tokens = (0..<40).map { index in
      let successor = Successor { [unowned tracker] in
        late.append(tracker.observe { _ in received.append(1_000 + index) })
      }
      return tracker.observe { _ in withExtendedLifetime(successor) { received.append(index) } }
    }
    // Cancelling the first half removes them all at once; each handler, released, registers a
    // successor while the removal is under way.
    for index in 0..<20 {
      tokens[index].cancel()
    }
    tokens.removeFirst(20)
    #expect(late.count == 20)
    #expect(tracker.observerCount == 40)
    tracker.set(\.value, to: 1)
    #expect(received == Array(20..<40) + (0..<20).map { 1_000 + $0 })
    // The successors read the tracker as they go: the observers that hold them are cancelled
    // while it lives, where an optimized build could end its life first.
    tokens.removeAll()
    #expect(late.count == 40)
    withExtendedLifetime((tracker, late)) {}
  }
}
