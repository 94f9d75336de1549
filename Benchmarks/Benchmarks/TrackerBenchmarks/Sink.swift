import Synchronization

/// What every observer in the comparison does with a report: count it.
///
/// All peers do the same cheap work, so the figures compare the cost of getting the report there.
final class Sink {
  /// The number of reports received.
  var count = 0
}

/// A ``Sink`` for callbacks that must be `@Sendable`, such as Observation's `onChange`.
final class SendableSink: Sendable {
  private let received = Atomic(0)

  /// Counts one report.
  func receive() {
    received.add(1, ordering: .relaxed)
  }

  /// The number of reports received.
  var count: Int {
    received.load(ordering: .relaxed)
  }
}
