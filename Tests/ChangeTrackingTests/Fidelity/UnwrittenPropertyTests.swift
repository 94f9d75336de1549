import ChangeTracking
import Testing

/// A property nobody wrote is never reported, whatever its `==` says of itself: a `NaN` left
/// alone is no change, through a root's batch or a view's.
@Suite struct UnwrittenPropertyTests {
  @Test func aRootsBatchBesideANaNReportsOnlyWhatItWrote() {
    let tracker = StateTracker(FidelityState())
    tracker.set(\.number, to: .nan)
    let log = RecordLog(tracker)
    tracker.update { $0.k = 1 }
    #expect(log.changes == [.k])
  }

  @Test func aViewsBatchBesideANaNReportsOnlyWhatItWrote() throws {
    let app = StateTracker(FidelityShell())
    let inner = try app.scope(\.inner)
    inner.set(\.number, to: .nan)
    let appLog = RecordLog(app)
    let innerLog = RecordLog(inner)
    inner.update { $0.k = 1 }
    #expect(innerLog.changes == [.k])
    #expect(appLog.changes == [.inner(.k)])
  }

  @Test func aRootsBatchBesideANaNInAViewReportsOnlyWhatItWrote() throws {
    let app = StateTracker(FidelityShell())
    let inner = try app.scope(\.inner)
    inner.set(\.number, to: .nan)
    let appLog = RecordLog(app)
    let innerLog = RecordLog(inner)
    app.update { $0.other = 1 }
    app.update { $0.inner.k = 2 }
    #expect(appLog.changes == [.other, .inner(.k)])
    #expect(innerLog.changes == [.k])
  }

  @Test func aSetOfANaNOverANaNIsReportedABatchsIsNot() {
    let tracker = StateTracker(FidelityState(number: .nan))
    let log = RecordLog(tracker)
    tracker.set(\.number, to: .nan)
    // A batch compares states, not writes: the same bits before and after are no change, as
    // for a `NaN` the closure left alone.
    tracker.update { $0.number = .nan }
    #expect(log.changes == [.number])
  }
}
