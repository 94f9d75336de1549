public import ChangeTracking
import ChangeTrackingRendering

/// The steps of a change assertion: each names the next change and how the state differs after
/// it.
///
/// You get one from ``assertChanges(of:exhaustivity:fileID:filePath:line:column:_:)``. It holds
/// the expected state, starting from the tracker's state when the assertion began. Each step
/// takes the next record, checks its change, applies the step's closure to a copy of the expected
/// state, and compares the record's snapshot with it in full. A mismatch fails the test with a
/// difference that shows only what differs; the expected state then follows the actual one, so
/// that one mistake fails one step.
///
/// Use ``expect(_:_:fileID:filePath:line:column:_:)`` for records already reported, and
/// ``receive(_:_:timeout:fileID:filePath:line:column:_:)`` for records that a `Task` will report.
///
/// It is not `Sendable`: use it where the tracker lives.
public final class ChangeExpectations<State: TrackedState & Equatable> {
  /// Records the tracker's changes from the start of the assertion.
  let recorder: ChangeRecorder<State>

  /// Whether every record must be asserted.
  let exhaustivity: Exhaustivity

  /// The state the next step starts from.
  public private(set) var expectedState: State

  /// The index in the recorder's records of the first record not yet asserted or passed over.
  private var nextIndex = 0

  /// Records passed over by a non-exhaustive assertion.
  private var skipped: [ChangeRecord<State>] = []

  init(tracker: StateTracker<State>, exhaustivity: Exhaustivity) {
    recorder = ChangeRecorder(tracker)
    self.exhaustivity = exhaustivity
    expectedState = tracker.state
  }

  /// The records reported since the assertion began, oldest first.
  public var records: [ChangeRecord<State>] {
    recorder.records
  }

  /// The records reported and neither asserted nor passed over yet.
  public var unassertedRecords: ArraySlice<ChangeRecord<State>> {
    recorder.records[nextIndex...]
  }

  /// Asserts that the next records, already reported, are `change` and then each of `more`,
  /// and that the state after them is the expected state changed by `update`.
  ///
  /// ```swift
  /// viewModel.rename(to: "Ada")
  /// changes.expect(.name) { $0.name = "Ada" }
  /// ```
  ///
  /// Name several changes for the records of one batch: they share the batch's final snapshot,
  /// so each is compared with the state after `update`.
  ///
  /// ```swift
  /// viewModel.load(user)  // one `update` that sets the name and the email
  /// changes.expect(.name, .email) {
  ///   $0.name = "Ada"
  ///   $0.email = "ada@example.com"
  /// }
  /// ```
  ///
  /// When exhaustive, the next record must have the named change; when not, the first later
  /// record with that change is taken, and only the values that `update` sets are checked.
  ///
  /// - Parameters:
  ///   - change: The change of the next record.
  ///   - more: The changes of the records that follow it in the same step.
  ///   - fileID: The file of the call, for the failure.
  ///   - filePath: The file of the call, for the failure.
  ///   - line: The line of the call, for the failure.
  ///   - column: The column of the call, for the failure.
  ///   - update: Changes a copy of the expected state into the state expected after this step.
  public func expect(
    _ change: State.Change,
    _ more: State.Change...,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ update: (inout State) -> Void = { _ in }
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    step([change] + more, asBatch: false, waitedFor: nil, at: site, update)
  }

  /// Waits for the next records, reported by work still running, then asserts them as
  /// ``expect(_:_:fileID:filePath:line:column:_:)`` does.
  ///
  /// The call returns as soon as the records arrive; no test sleeps for a guessed time. If they
  /// have not arrived when `timeout` has passed, the test fails with the records reported so far.
  ///
  /// ```swift
  /// viewModel.fetchUser()
  /// changes.expect(.callsInProgress) { $0.callsInProgress = 1 }
  /// await changes.receive(.name) { $0.name = "Ada Lovelace" }
  /// ```
  ///
  /// - Parameters:
  ///   - change: The change of the next record.
  ///   - more: The changes of the records that follow it in the same step.
  ///   - timeout: How long to wait for the records at most.
  ///   - fileID: The file of the call, for the failure.
  ///   - filePath: The file of the call, for the failure.
  ///   - line: The line of the call, for the failure.
  ///   - column: The column of the call, for the failure.
  ///   - update: Changes a copy of the expected state into the state expected after this step.
  public func receive(
    _ change: State.Change,
    _ more: State.Change...,
    timeout: Duration = .seconds(5),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ update: (inout State) -> Void = { _ in }
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    await receive([change] + more, asBatch: false, timeout: timeout, at: site, update)
  }

  /// Waits for the records of `changes`, then asserts them, as one batch's if `asBatch`.
  func receive(
    _ changes: [State.Change],
    asBatch: Bool,
    timeout: Duration,
    at site: CallSite,
    _ update: (inout State) -> Void
  ) async {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !hasRecords(for: changes) {
      let arrived = await recorder.waitForRecords(
        count: recorder.records.count + 1, timeout: clock.now.duration(to: deadline))
      guard arrived else {
        break
      }
    }
    step(changes, asBatch: asBatch, waitedFor: timeout, at: site, update)
  }

  /// Accepts every record reported so far without asserting it.
  ///
  /// Use it where the records of a step do not matter to the test; prefer asserting them.
  public func skipReceivedRecords() {
    nextIndex = recorder.records.count
    if let last = recorder.records.last {
      expectedState = last.snapshot
    }
  }

  /// Checks what the end of the assertion requires: under exhaustive assertion, that no record
  /// is left; otherwise, lists the records passed over if asked to.
  func finish(at site: CallSite) {
    let left = Array(unassertedRecords)
    if exhaustivity.isExhaustive {
      guard !left.isEmpty else {
        return
      }
      let count = left.count == 1 ? "1 record was" : "\(left.count) records were"
      FailureReporter.fail("\(count) not asserted:\n" + RecordLine.list(left), at: site)
    } else if exhaustivity.listsSkipped {
      let passed = skipped + left
      guard !passed.isEmpty else {
        return
      }
      let count = passed.count == 1 ? "1 record" : "\(passed.count) records"
      FailureReporter.note("Skipped \(count):\n" + RecordLine.list(passed), at: site)
    }
  }

  /// Whether the records a step needs have been reported.
  private func hasRecords(for changes: [State.Change]) -> Bool {
    let pending = recorder.records[nextIndex...]
    if exhaustivity.isExhaustive {
      return pending.count >= changes.count
    }
    var remaining = changes[...]
    for record in pending where record.change == remaining.first {
      remaining = remaining.dropFirst()
    }
    return remaining.isEmpty
  }

  /// Asserts one step: takes its records, then compares their snapshots with the expected state.
  /// When `asBatch`, the records must also be one batch's: reported in the order the batch
  /// reports them, sharing one snapshot.
  func step(
    _ changes: [State.Change],
    asBatch: Bool,
    waitedFor timeout: Duration?,
    at site: CallSite,
    _ update: (inout State) -> Void
  ) {
    if asBatch, let start = batchStart(of: changes),
      let message = BatchCheck.otherOrder(changes, next: recorder.records[start...])
    {
      skipped += recorder.records[nextIndex..<start]
      nextIndex = start + changes.count
      expectedState = recorder.records[nextIndex - 1].snapshot
      FailureReporter.fail(message, at: site)
      return
    }
    let firstIndex = nextIndex
    var taken: [ChangeRecord<State>] = []
    for change in changes {
      guard let record = take(change, waitedFor: timeout, at: site) else {
        // The step failed: the next one starts from the last record this one took, so that it
        // fails only for a mistake of its own.
        if nextIndex > firstIndex {
          expectedState = recorder.records[nextIndex - 1].snapshot
        }
        return
      }
      taken.append(record)
    }
    guard let last = taken.last else {
      return
    }
    var expected = exhaustivity.isExhaustive ? expectedState : last.snapshot
    update(&expected)
    expectedState = last.snapshot
    if asBatch, let message = BatchCheck.separateWrites(taken) {
      FailureReporter.fail(message, at: site)
      return
    }
    for record in taken where record.snapshot != expected {
      FailureReporter.fail(snapshotMismatch(record, expected: expected), at: site)
      return
    }
  }

  /// The index of the record where a batch step's records start: the next record when
  /// exhaustive; otherwise the first later record with one of `changes`, or `nil` if none has.
  private func batchStart(of changes: [State.Change]) -> Int? {
    if exhaustivity.isExhaustive {
      return nextIndex
    }
    return recorder.records[nextIndex...].firstIndex { changes.contains($0.change) }
  }

  /// The next record for `change`, or `nil` after reporting why there is none.
  private func take(
    _ change: State.Change,
    waitedFor timeout: Duration?,
    at site: CallSite
  ) -> ChangeRecord<State>? {
    let records = recorder.records
    let name = RecordLine.change(change)
    if exhaustivity.isExhaustive {
      guard nextIndex < records.count else {
        FailureReporter.fail(missing(name, waitedFor: timeout), at: site)
        return nil
      }
      let record = records[nextIndex]
      nextIndex += 1
      guard record.change == change else {
        FailureReporter.fail(wrongChange(change, record: record), at: site)
        return nil
      }
      return record
    }
    guard let found = records[nextIndex...].firstIndex(where: { $0.change == change }) else {
      FailureReporter.fail(missing(name, waitedFor: timeout), at: site)
      return nil
    }
    skipped += records[nextIndex..<found]
    nextIndex = found + 1
    return records[found]
  }

  private func missing(_ name: String, waitedFor timeout: Duration?) -> String {
    let what =
      exhaustivity.isExhaustive ? "no record is left to assert" : "no later record is \(name)"
    // Without a timeout, the step did not wait: the usual cause is a write that a `Task` has
    // not made yet, so the message names the step that waits.
    let start =
      if let timeout {
        "Timed out after \(timeout) waiting for \(name)"
      } else {
        "Expected \(name), but \(what). If a Task makes this change, wait for it with "
          + "`await changes.receive(\(name)) { … }`"
      }
    return start + ". Recorded so far:\n" + RecordLine.list(recorder.records)
  }

  private func wrongChange(_ change: State.Change, record: ChangeRecord<State>) -> String {
    let name = RecordLine.change(change)
    var message = "Expected \(name), but the next record is:\n  " + RecordLine.line(record)
    let later = recorder.records[nextIndex...].first { $0.change == change }
    if let later {
      message += "\n\(name) comes later:\n  " + RecordLine.line(later)
    }
    return message
  }

  private func snapshotMismatch(_ record: ChangeRecord<State>, expected: State) -> String {
    let heading = "Record #\(record.sequence) \(RecordLine.change(record.change))"
    let lines = ValueDiff.lines(expected: expected, actual: record.snapshot)
    guard !lines.isEmpty else {
      return heading
        + ": the snapshot is not equal to the expected state, though both print the same:\n  "
        + DumpNode(expected).singleLine
    }
    return heading + ": the snapshot differs from the expected state (- expected, + actual):\n"
      + lines.printed
  }
}

@available(*, unavailable)
extension ChangeExpectations: Sendable {}
