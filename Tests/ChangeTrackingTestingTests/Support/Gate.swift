/// A value a test hands to work that waits for it: the work suspends on ``value`` until the test
/// calls ``open(with:)``, so the test decides when the work goes on, without sleeping.
@MainActor
final class Gate<Value: Sendable> {
  private var continuation: CheckedContinuation<Value, Never>?
  private var given: Value?

  /// Suspends until the gate opens, then returns the value given.
  var value: Value {
    get async {
      if let given {
        return given
      }
      return await withCheckedContinuation { continuation = $0 }
    }
  }

  /// Opens the gate with `value`.
  func open(with value: Value) {
    given = value
    continuation?.resume(returning: value)
    continuation = nil
  }
}
