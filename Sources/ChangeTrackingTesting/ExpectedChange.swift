public import ChangeTracking

/// One step of a ``Scenario``: the changes of the next records and how the state differs after
/// them.
///
/// ```swift
/// .change(.name) { $0.name = "Ada Lovelace" }
/// .change(.name, .email) { $0.name = "Ada"; $0.email = "ada@example.com" }  // one batch
/// ```
public struct ExpectedChange<State: TrackedState> {
  /// The changes of the step's records, in order.
  let changes: [State.Change]

  /// Changes a copy of the expected state into the state expected after the step.
  let update: (inout State) -> Void

  /// A step whose records are `change`, then each of `more`, after which the state is the
  /// previous expected state changed by `update`.
  ///
  /// - Parameters:
  ///   - change: The change of the next record.
  ///   - more: The changes of the records that follow it in the same step, as in one batch.
  ///   - update: Changes a copy of the expected state into the state expected after the step.
  /// - Returns: The step.
  public static func change(
    _ change: State.Change,
    _ more: State.Change...,
    update: @escaping (inout State) -> Void = { _ in }
  ) -> Self {
    Self(changes: [change] + more, update: update)
  }
}

@available(*, unavailable)
extension ExpectedChange: Sendable {}
