/// A value whose `==` calls ``onCompare`` first: a hook into the comparisons a tracker makes (a
/// batch's at its end, an undo's, a rollback's, an element edit's).
public struct Probe: Equatable, Sendable {
  /// What two probes compare.
  public var value: Int

  /// Creates a probe holding `value`.
  public init(value: Int = 0) {
    self.value = value
  }

  /// Called by every `==` of probes; set only inside a process of its own (an exit test's, or
  /// the release-build stop probe's).
  nonisolated(unsafe) public static var onCompare: (() -> Void)?

  public static func == (lhs: Probe, rhs: Probe) -> Bool {
    onCompare?()
    return lhs.value == rhs.value
  }
}
