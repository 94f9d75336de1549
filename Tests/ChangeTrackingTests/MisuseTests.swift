import ChangeTracking
import Testing

/// What the library does when a caller misuses it, for the rows of the misuse catalogue that no
/// other test covers.
@Suite struct MisuseTests {
  @Test func observerCapturingItsTrackerKeepsItAliveUntilTheTokenGoes() {
    weak var released: StateTracker<Counter>?
    var token: ObservationToken?
    do {
      let tracker = StateTracker(Counter())
      released = tracker
      token = tracker.observe { _ in _ = tracker.value }
    }
    #expect(released != nil)

    token?.cancel()

    #expect(released == nil)
  }

  @Test func onChangeCapturingItsTrackerKeepsItAliveUntilItIsCleared() {
    weak var released: StateTracker<Counter>?
    do {
      let tracker = StateTracker(Counter())
      released = tracker
      tracker.onChange = { _ in _ = tracker.value }
    }
    #expect(released != nil)

    released?.onChange = nil

    #expect(released == nil)
  }

  @Test func secondTrackerMadeFromAnotherTrackersStateIsAnIndependentCopy() {
    let first = StateTracker(Counter())
    let second = StateTracker(first.state)
    let log = RecordLog(first)

    second.set(\.value, to: 1)

    #expect(first.value == 0)
    #expect(log.records.isEmpty)
  }

  @Test func observerCallingItsOwnTokenAfterCancellingItDoesNothing() {
    let tracker = StateTracker(Counter())
    var calls = 0
    var token: ObservationToken?
    token = tracker.observe { _ in
      calls += 1
      token?.cancel()
      token?.cancel()
    }

    tracker.set(\.value, to: 1)
    tracker.set(\.value, to: 2)

    #expect(calls == 1)
    #expect(token?.isCancelled == true)
    #expect(tracker.observerCount == 0)
  }
}
