public import ChangeTracking

/// A view-model story told in three parts: given a tracker in some state, when an action runs,
/// then these changes happen, with these states.
///
/// Start one with ``given(_:)``:
///
/// ```swift
/// @Test @MainActor func fetchUserShowsTheProfile() async {
///   let viewModel = ProfileViewModel(service: StubUserService(user: .ada))
///   await given(viewModel.tracker)
///     .when { await viewModel.fetchUser().value }
///     .then(
///       .change(.callsInProgress) { $0.callsInProgress = 1 },
///       .change(.name) { $0.name = "Ada Lovelace" },
///       .change(.callsInProgress) { $0.callsInProgress = 0 }
///     )
/// }
/// ```
///
/// ``then(_:exhaustivity:timeout:fileID:filePath:line:column:)`` runs the action, then asserts
/// the steps as ``assertChanges(of:exhaustivity:fileID:filePath:line:column:_:)`` does, waiting
/// for records the action's `Task`s have not reported yet. It is not `Sendable`: tell the story
/// where the tracker lives.
///
/// `then` returns the story, so that a screen's story of several events reads as one chain,
/// each `then` asserting the changes of the `when` before it, from the state the previous
/// step left:
///
/// ```swift
/// await given(viewModel.tracker)
///   .when { viewModel.typeEmail("ada@example.com") }
///   .then(.change(.email) { $0.email = "ada@example.com" })
///   .when { viewModel.typePassword("secret") }
///   .then(
///     .change(.password) { $0.password = "secret" },
///     .change(.canSubmit) { $0.canSubmit = true }
///   )
/// ```
public struct Scenario<State: TrackedState & Equatable, Failure: Error> {
  /// The tracker the story is about.
  let tracker: StateTracker<State>

  /// What happens, or `nil` when nothing has been said yet; its error is returned, not thrown.
  ///
  /// A stored `() async throws(Failure) -> Void` would need the runtime's support for typed
  /// throws function types, which Apple platforms have only from macOS 15 and iOS 18, above the
  /// package's floor. A closure that returns a `Result` keeps the error's type without it.
  let action: (() async -> Result<Void, Failure>)?

  /// Says what happens: the code under test, run once when
  /// ``then(_:exhaustivity:timeout:fileID:filePath:line:column:)`` is called.
  ///
  /// - Parameter action: Runs the code under test; may start `Task`s.
  /// - Returns: The story with its action.
  public func when<ActionFailure>(
    _ action: @escaping () async throws(ActionFailure) -> Void
  ) -> Scenario<State, ActionFailure> {
    Scenario<State, ActionFailure>(tracker: tracker) { () async -> Result<Void, ActionFailure> in
      do throws(ActionFailure) {
        try await action()
        return .success(())
      } catch {
        return .failure(error)
      }
    }
  }

  /// Runs the action and asserts that it makes exactly the changes of `steps`, in order.
  ///
  /// - Parameters:
  ///   - steps: Each expected change, with how the state differs after it.
  ///   - exhaustivity: Whether every record must be asserted (the default) or only those named.
  ///   - timeout: How long each step waits at most for its records.
  ///   - fileID: The file of the call, for failures.
  ///   - filePath: The file of the call, for failures.
  ///   - line: The line of the call, for failures.
  ///   - column: The column of the call, for failures.
  /// - Returns: The story after these changes, without an action: go on with ``when(_:)``.
  /// - Throws: What the action throws; then the steps are not asserted.
  @discardableResult
  public func then(
    _ steps: ExpectedChange<State>...,
    exhaustivity: Exhaustivity = .exhaustive,
    timeout: Duration = .seconds(5),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async throws(Failure) -> Self {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let expectations = ChangeExpectations(tracker: tracker, exhaustivity: exhaustivity)
    try await action?().get()
    for step in steps {
      await expectations.receive(
        step.changes, asBatch: false, timeout: timeout, at: site, step.update)
    }
    expectations.recorder.stop()
    expectations.finish(at: site)
    return Self(tracker: tracker, action: nil)
  }
}

/// Starts a ``Scenario``: the story of what happens to `tracker`, from its current state.
///
/// - Parameter tracker: The tracker in the state the story starts from.
/// - Returns: A story without an action yet; say it with ``Scenario/when(_:)``.
public func given<State: TrackedState & Equatable>(
  _ tracker: StateTracker<State>
) -> Scenario<State, Never> {
  Scenario(tracker: tracker, action: nil)
}

@available(*, unavailable)
extension Scenario: Sendable {}
