import ChangeTracking
import Testing

/// A value that a write lets go is released once the write is stored and its record numbered:
/// a `deinit` that writes to the tracker (a handle counting its closing, a log line) makes an
/// ordinary re-entrant write, recorded after the write that released it, and reads a state that
/// no longer holds it.
@Suite struct ReleaseOrderTests {
  /// A keepsake whose release counts a closing in the tracker, reading its state as it does.
  func closingKeepsake(
    _ name: String, of tracker: @escaping () -> StateTracker<FidelityState>?
  ) -> Keepsake {
    let keepsake = Keepsake(name)
    keepsake.onRelease = {
      guard let tracker = tracker() else {
        return
      }
      // The state read here no longer holds the keepsake being released.
      let state = tracker.state
      tracker.set(\.closed, to: state.closed + 1)
    }
    return keepsake
  }

  /// Checks that the records are numbered 1, 2, 3 … in the order delivered, each once, with the
  /// changes given.
  func expectOrdered(
    _ log: OrderLog<FidelityState>, _ changes: [FidelityState.Change],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(log.changes == changes, sourceLocation: sourceLocation)
    #expect(
      log.sequences == Array((0..<log.changes.count).map { $0 + 1 }), sourceLocation: sourceLocation
    )
  }

  /// Checks that the records are numbered from `first` on, in the order delivered, each once,
  /// with the changes given.
  func expectOrderedAfter(
    _ log: OrderLog<FidelityState>, first: Int, _ changes: [FidelityState.Change],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(log.changes == changes, sourceLocation: sourceLocation)
    #expect(
      log.sequences == Array(first..<(first + log.changes.count)), sourceLocation: sourceLocation)
  }

  @Test func aReleaseBySetIsRecordedAfterTheSet() {
    weak var weakTracker: StateTracker<FidelityState>?
    let tracker = StateTracker(FidelityState())
    weakTracker = tracker
    let log = OrderLog(tracker)
    tracker.set(\.keepsake, to: closingKeepsake("handle") { weakTracker })
    tracker.set(\.keepsake, to: nil)
    expectOrdered(log, [.keepsake, .keepsake, .closed])
    #expect(tracker.state.closed == 1)
  }

  @Test func aReleaseByAnAssignmentIsRecordedAfterIt() {
    weak var weakTracker: StateTracker<FidelityState>?
    let tracker = StateTracker(FidelityState())
    weakTracker = tracker
    tracker.set(\.session, to: Session(user: "ada", token: 1))
    let log = OrderLog(tracker)
    tracker.update { $0.keepsake = closingKeepsake("handle") { weakTracker } }
    tracker.keepsake = nil
    #expect(log.changes == [.keepsake, .keepsake, .closed])
    #expect(log.sequences == [2, 3, 4])
  }

  @Test func aReleaseByTheHistorysCapacityIsRecordedAfterTheWriteThatDroppedIt() {
    weak var weakTracker: StateTracker<FidelityState>?
    let tracker = StateTracker(FidelityState(), historyCapacity: 1)
    weakTracker = tracker
    tracker.set(\.keepsake, to: closingKeepsake("handle") { weakTracker })
    let log = OrderLog(tracker)
    // The keepsake is now held by the one undo step only.
    tracker.set(\.keepsake, to: nil)
    // This step drops the one before, and the keepsake with it.
    tracker.set(\.k, to: 1)
    tracker.set(\.k, to: 2)
    #expect(log.changes == [.keepsake, .k, .closed, .k])
    #expect(log.sequences == [2, 3, 4, 5])
    #expect(tracker.state.closed == 1)
  }

  @Test func aReleaseByTheHistorysCapacityDuringADeliveryIsQueuedAfterTheBatchThatDroppedIt() {
    weak var weakTracker: StateTracker<FidelityState>?
    let tracker = StateTracker(FidelityState(), historyCapacity: 2)
    weakTracker = tracker
    tracker.set(\.keepsake, to: closingKeepsake("handle") { weakTracker })
    tracker.set(\.keepsake, to: nil)
    let log = OrderLog(tracker)
    // An observer's batch, made while the record of `k` is delivered: its records are queued,
    // and its step drops the oldest one, the last to hold the keepsake.
    let token = tracker.observe([.k]) { record in
      if record.snapshot.k == 1 {
        tracker.update {
          $0.k = 2
          $0.name = "batch"
        }
      }
    }
    tracker.set(\.k, to: 1)
    expectOrderedAfter(log, first: 3, [.k, .name, .k, .closed])
    #expect(tracker.state.closed == 1)
    token.cancel()
  }

  @Test func aReleaseInsideABatchIsRecordedAfterTheBatch() {
    weak var weakTracker: StateTracker<FidelityState>?
    let tracker = StateTracker(FidelityState())
    weakTracker = tracker
    tracker.set(\.keepsake, to: closingKeepsake("handle") { weakTracker })
    let log = OrderLog(tracker)
    tracker.update {
      $0.keepsake = nil
      $0.k = 1
    }
    #expect(log.changes == [.keepsake, .k, .closed])
    #expect(log.sequences == [2, 3, 4])
    #expect(tracker.state.closed == 1)
  }

  @Test func aReleaseInsideABatchThatThrowsLeavesTheStateAsItWas() {
    struct Failure: Error {}
    weak var weakTracker: StateTracker<FidelityState>?
    let tracker = StateTracker(FidelityState())
    weakTracker = tracker
    tracker.set(\.keepsake, to: closingKeepsake("handle") { weakTracker })
    let log = OrderLog(tracker)
    #expect(throws: Failure.self) {
      try tracker.update { state throws(Failure) in
        state.keepsake = nil
        throw Failure()
      }
    }
    #expect(log.changes.isEmpty)
    #expect(tracker.state.keepsake?.name == "handle")
    #expect(tracker.state.closed == 0)
  }

  @Test(arguments: [0, 4])
  func aReleaseOfAnElementByAnEditIsRecordedAfterTheEdit(historyCapacity: Int) throws {
    weak var weakTracker: StateTracker<FidelityState>?
    let tracker = StateTracker(FidelityState(), historyCapacity: historyCapacity)
    weakTracker = tracker
    tracker.set(
      \.tickets,
      to: [
        Ticket(id: 1, title: "a", keepsake: closingKeepsake("one") { weakTracker }),
        Ticket(id: 2, title: "b", keepsake: closingKeepsake("two") { weakTracker }),
      ])
    tracker.clearHistory()
    let log = OrderLog(tracker)
    try tracker.edit(\.tickets, at: 0) {
      $0.title = "A"
      $0.keepsake = nil
    }
    if historyCapacity == 0 {
      #expect(log.changes == [.tickets, .closed])
      #expect(log.sequences == [2, 3])
    } else {
      // The undo step keeps the element before the edit, and its keepsake.
      #expect(log.changes == [.tickets])
    }
    tracker.edit(\.tickets) { rows in
      _ = try? rows.remove(at: 1)
    }
    let expected: [FidelityState.Change] =
      historyCapacity == 0 ? [.tickets, .closed, .tickets, .closed] : [.tickets, .tickets]
    #expect(log.changes == expected)
    #expect(log.sequences == Array(2..<(2 + expected.count)))
    if historyCapacity > 0 {
      tracker.clearHistory()
      #expect(log.changes == expected + [.closed, .closed])
      #expect(tracker.state.closed == 2)
    }
  }

  @Test func aReleaseByARollbackIsRecordedAfterTheRollback() throws {
    weak var weakTracker: StateTracker<FidelityState>?
    let tracker = StateTracker(FidelityState(), historyCapacity: 10)
    weakTracker = tracker
    let log = OrderLog(tracker)
    let start = tracker.checkpoint()
    tracker.set(\.k, to: 1)
    tracker.set(\.keepsake, to: closingKeepsake("handle") { weakTracker })
    tracker.undo()
    // The keepsake is now held by the step that could be redone, which the rollback discards.
    try tracker.rollback(to: start)
    #expect(log.changes == [.k, .keepsake, .keepsake, .k, .closed])
    #expect(log.sequences == [1, 2, 3, 4, 5])
    #expect(tracker.state.closed == 1)
    #expect(tracker.state.keepsake == nil)
  }

  @Test func aReleaseByAnUndoIsRecordedAfterTheUndo() {
    weak var weakTracker: StateTracker<FidelityState>?
    let tracker = StateTracker(FidelityState(), historyCapacity: 10)
    weakTracker = tracker
    let log = OrderLog(tracker)
    tracker.set(\.keepsake, to: closingKeepsake("handle") { weakTracker })
    tracker.undo()
    // The redo step still holds the keepsake; a new write drops it.
    #expect(log.changes == [.keepsake, .keepsake])
    tracker.set(\.k, to: 1)
    #expect(log.changes == [.keepsake, .keepsake, .k, .closed])
    #expect(log.sequences == [1, 2, 3, 4])
  }

  @Test func aReleaseThroughAViewIsRecordedAfterTheWrite() throws {
    weak var weakInner: StateTracker<FidelityState>?
    let app = StateTracker(FidelityShell())
    let inner = try app.scope(\.inner)
    weakInner = inner
    let appLog = OrderLog(app)
    let innerLog = OrderLog(inner)
    inner.set(\.keepsake, to: closingKeepsake("handle") { weakInner })
    inner.set(\.keepsake, to: nil)
    #expect(innerLog.changes == [.keepsake, .keepsake, .closed])
    #expect(innerLog.sequences == [1, 2, 3])
    #expect(appLog.changes == [.inner(.keepsake), .inner(.keepsake), .inner(.closed)])
    #expect(appLog.sequences == [1, 2, 3])
  }
}
