/// Calls to an effect that wait until whoever drives the session answers them.
///
/// The effect's caller suspends in ``call(_:)``; the driver takes the calls in order with
/// ``next()`` and answers each one. Nothing depends on timing: a session driven this way runs
/// the same every time, in a test or in the sample.
@MainActor
final class ControlledCalls<Argument: Sendable, Value: Sendable> {
  /// One call waiting for its answer.
  struct Call: Sendable {
    let argument: Argument
    fileprivate let continuation: CheckedContinuation<Value, Never>

    /// Resumes the caller with `value`.
    func answer(_ value: Value) {
      continuation.resume(returning: value)
    }
  }

  private var waitingCalls: [Call] = []
  private var waitingDrivers: [CheckedContinuation<Call, Never>] = []

  /// Makes a call and waits for its answer.
  func call(_ argument: Argument) async -> Value {
    await withCheckedContinuation { continuation in
      let call = Call(argument: argument, continuation: continuation)
      if waitingDrivers.isEmpty {
        waitingCalls.append(call)
      } else {
        waitingDrivers.removeFirst().resume(returning: call)
      }
    }
  }

  /// The oldest call not taken yet, waiting for one to be made if there is none.
  func next() async -> Call {
    if !waitingCalls.isEmpty {
      return waitingCalls.removeFirst()
    }
    return await withCheckedContinuation { waitingDrivers.append($0) }
  }
}
