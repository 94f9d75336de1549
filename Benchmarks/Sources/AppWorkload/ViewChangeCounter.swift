import Synchronization

/// A ``DeliveryCounter`` for Observation's `onChange`, which must be `@Sendable`.
final class ViewChangeCounter: Sendable {
  private let received = Atomic(0)

  /// Counts one report.
  func receive() {
    received.add(1, ordering: .relaxed)
  }

  /// The number of reports received.
  var reports: Int {
    received.load(ordering: .relaxed)
  }
}
