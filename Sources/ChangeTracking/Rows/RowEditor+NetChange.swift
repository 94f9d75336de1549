extension RowEditor {
  /// Whether the edit's calls, together, left the array as it was. One call that changed
  /// something is a change; several are compared from the lowest offset they touched, which costs
  /// the length of that part of the array. For a property that reports every write, no calls
  /// cancel out: each is reported, as an equal `set` is.
  @inlinable
  mutating func cancelsOut() -> Bool {
    guard settled.count + (pendingKind == .none ? 0 : 1) > 1, !reportsEqualWrites else {
      return false
    }
    settle()
    return cancelsOutComparing()
  }

  /// ``cancelsOut()`` for several calls, settled, which compares part of the array.
  @usableFromInline
  func cancelsOutComparing() -> Bool {
    RowOperation.cancelOut(settled, appliedForward: true, leaving: rows.pointee)
  }
}
