/// A value whose `==` calls ``onCompare`` first: a test's hook into the comparisons a tracker
/// makes (an undo's, a rollback's).
struct Probe: Equatable, Sendable {
  var value = 0

  /// Called by every `==` of probes; set only inside an exit test's own process.
  nonisolated(unsafe) static var onCompare: (() -> Void)?

  static func == (lhs: Probe, rhs: Probe) -> Bool {
    onCompare?()
    return lhs.value == rhs.value
  }
}
