public import ChangeTracking

/// Asserts, step by step, every change a tracker reports while `body` runs, and fails for any
/// record left unasserted.
///
/// Each step names the next change and how the expected state differs after it; the record's
/// snapshot is then compared with the expected state in full. When a step is wrong, the failure
/// shows the record and only the parts of the state that differ.
///
/// ```swift
/// @Test @MainActor func fetchUserShowsTheProfile() async {
///   let viewModel = ProfileViewModel(service: StubUserService(user: .ada))
///   await assertChanges(of: viewModel.tracker) { changes in
///     viewModel.fetchUser()
///     changes.expect(.callsInProgress) { $0.callsInProgress = 1 }
///     await changes.receive(.name) { $0.name = "Ada Lovelace" }
///     await changes.receive(.dateOfBirth) { $0.dateOfBirth = .adaBirthday }
///     await changes.receive(.email) { $0.email = "ada@example.com" }
///     await changes.receive(.accountStatus) { $0.accountStatus = .basic }
///     await changes.receive(.callsInProgress) { $0.callsInProgress = 0 }
///   }
/// }
/// ```
///
/// When `body` returns, an exhaustive assertion fails if any record was not asserted, and lists
/// them; a non-exhaustive one lists the records it passed over if asked to. Records reported
/// after `body` returns are not seen: await the work `body` starts before it returns.
///
/// - Parameters:
///   - tracker: The tracker whose changes to assert, from its current state.
///   - exhaustivity: Whether every record must be asserted (the default) or only those named.
///   - fileID: The file of the call, for the failure about unasserted records.
///   - filePath: The file of the call, for the failure about unasserted records.
///   - line: The line of the call, for the failure about unasserted records.
///   - column: The column of the call, for the failure about unasserted records.
///   - body: Runs the code under test and asserts its changes through the
///     ``ChangeExpectations`` it is given.
/// - Throws: What `body` throws; then records left unasserted are not reported.
public func assertChanges<State: TrackedState & Equatable>(
  of tracker: StateTracker<State>,
  exhaustivity: Exhaustivity = .exhaustive,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ body: (ChangeExpectations<State>) async throws -> Void
) async rethrows {
  let expectations = ChangeExpectations(tracker: tracker, exhaustivity: exhaustivity)
  try await body(expectations)
  expectations.recorder.stop()
  expectations.finish(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}
