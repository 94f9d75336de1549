import Synchronization

/// What a listener whose callback must be `@Sendable` (Observation's `onChange`) does with a
/// report: count it, as every other listener of the comparison does.
public final class SendableSink: Sendable {
  private let received = Atomic(0)

  /// A sink that has received nothing.
  public init() {}

  /// Counts one report.
  public func receive() {
    received.add(1, ordering: .relaxed)
  }

  /// The number of reports received.
  public var count: Int {
    received.load(ordering: .relaxed)
  }
}
