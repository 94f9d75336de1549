public import ChangeTracking

/// Records every change a tracker reports, in order, for a test to read.
///
/// A recorder only records: it never fails a test. Read what it holds by index, the way a
/// hand-written test of a `didSet`-based state would, or hand it to
/// ``assertChangeLog(of:named:fileID:filePath:line:column:)``.
///
/// ```swift
/// @Test @MainActor func fetchUserShowsTheProfile() async {
///   let viewModel = ProfileViewModel(service: StubUserService(user: .ada))
///   let recorder = ChangeRecorder(viewModel.tracker)
///
///   await viewModel.fetchUser().value
///
///   #expect(recorder.changes.count == 6)
///   #expect(recorder.changes.first == .callsInProgress)
///   #expect(recorder.snapshots[1].name == "Ada Lovelace")
///   #expect(recorder.snapshots[5].callsInProgress == 0)
/// }
/// ```
///
/// The recorder receives each record synchronously, in the tracker's isolation, from the moment
/// it is created until it is released or ``stop()`` is called. It is not `Sendable`: create and
/// read it where the tracker lives, typically on the main actor.
public final class ChangeRecorder<State: TrackedState> {
  /// What the recorder keeps of each record received, and the calls waiting for records.
  @usableFromInline
  let log: ReceivedRecords<State>

  /// The records already made from what ``log`` keeps, in the same order.
  private var madeRecords: [ChangeRecord<State>] = []

  /// Keeps the recorder registered with the tracker.
  @usableFromInline
  var token: ObservationToken?

  /// Starts recording the changes of `tracker`.
  ///
  /// Changes reported before this call are not recorded.
  ///
  /// - Parameters:
  ///   - tracker: The tracker whose changes to record.
  ///   - changes: The changes to record, or `nil` (the default) for every change.
  @inlinable
  public init(_ tracker: StateTracker<State>, recording changes: Set<State.Change>? = nil) {
    // Made here, inlinable, so that recording is compiled for the caller's state.
    let log = ReceivedRecords<State>()
    self.log = log
    token = tracker.observe(changes) { [log] record in
      log.receive(record)
    }
  }

  /// Every record received, oldest first.
  public var records: [ChangeRecord<State>] {
    if madeRecords.count < log.count {
      madeRecords += log.entries(from: madeRecords.count).map {
        ChangeRecord(
          change: $0.change, snapshot: $0.snapshot, sequence: $0.sequence,
          rowChanges: $0.rowChanges)
      }
    }
    return madeRecords
  }

  /// The changes received, oldest first.
  public var changes: [State.Change] {
    log.changes
  }

  /// The snapshot of each record received, oldest first.
  public var snapshots: [State] {
    log.snapshots
  }

  /// Forgets every record received so far; later records are still recorded.
  public func clear() {
    log.removeAll()
    madeRecords.removeAll()
  }

  /// Stops recording; the records received so far are kept.
  public func stop() {
    token?.cancel()
    token = nil
  }

  /// Waits until the recorder holds at least `count` records, or until `timeout` has passed.
  ///
  /// The records of writes made in `Task`s arrive while this call is suspended, so a test can
  /// wait for them without sleeping for a guessed time:
  ///
  /// ```swift
  /// viewModel.fetchUser()
  /// let arrived = await recorder.waitForRecords(count: 6)
  /// #expect(arrived)
  /// ```
  ///
  /// - Parameters:
  ///   - count: The number of records to wait for, counting those already received.
  ///   - timeout: How long to wait at most.
  /// - Returns: Whether `count` records arrived in time.
  public func waitForRecords(count: Int, timeout: Duration = .seconds(5)) async -> Bool {
    guard log.count < count else {
      return true
    }
    let waiter = RecordWaiter(count: count)
    log.waiters.append(waiter)
    let timer = Task.detached {
      guard (try? await Task.sleep(for: timeout)) != nil else {
        return
      }
      waiter.finish(arrived: false)
    }
    let arrived = await waiter.wait()
    timer.cancel()
    log.waiters.removeAll { $0 === waiter }
    return arrived
  }
}

@available(*, unavailable)
extension ChangeRecorder: Sendable {}
