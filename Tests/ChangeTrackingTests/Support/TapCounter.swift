import Synchronization

/// Counts the calls of closures stored in a state, which must be `@Sendable`.
final class TapCounter: Sendable {
  private let count = Atomic(0)

  /// The sum of every amount added.
  var total: Int { count.load(ordering: .relaxed) }

  func add(_ amount: Int) {
    count.add(amount, ordering: .relaxed)
  }
}
