extension PropertyDeclaration {
  /// Whether the property, a plain tracked one, holds different values in two states read in
  /// place, as a restore compares them: a property whose stored bytes are the same in both
  /// holds the same value, and its `==` or `isEqual` is not called; nor is the `==` of a
  /// property whose bytes decide (``bytesDecideEquality``) and differ.
  @inlinable
  @inline(__always)
  func restoredValueDiffers(from before: ValueHandle<State>, to after: ValueHandle<State>) -> Bool {
    if let bytes = storedBytes {
      if after.bytes.hasSameBytes(as: before.bytes, at: bytes.lowerBound, count: bytes.count) {
        return false
      }
      if bytesDecideEquality {
        return true
      }
    }
    return !hasEqualValues(before, after)
  }

  /// Calls `body` with the change of this property if it differs between two values of the
  /// state, read in place, or with each embedded change for a property that embeds a scoped
  /// state.
  @inlinable
  @inline(__always)
  func forEachChange(
    from before: ValueHandle<State>,
    to after: ValueHandle<State>,
    _ body: (State.Change) -> Void
  ) {
    switch kind {
    case .untracked:
      return
    case .scoped(let embedded):
      embedded.forEachChange(from: before, to: after, body)
    case .tracked(let change):
      // The same bits are the same value: a property nobody wrote is no change, even a `NaN`.
      if let bytes = storedBytes,
        after.bytes.hasSameBytes(as: before.bytes, at: bytes.lowerBound, count: bytes.count)
      {
        return
      }
      if !hasEqualValues(before, after) {
        body(change)
      }
    }
  }

  /// Calls `body` with the change of this property if it differs between two values of a state
  /// that may be absent (`nil`: every tracked property of a state that appears or disappears
  /// counts as changed), or with each embedded change for a property that embeds a scoped state.
  @inlinable
  func forEachChange(
    from before: ValueHandle<State>?,
    to after: ValueHandle<State>?,
    _ body: (State.Change) -> Void
  ) {
    if let before, let after {
      forEachChange(from: before, to: after, body)
    } else if case .scoped(let embedded) = kind {
      embedded.forEachChange(fromOptional: before, to: after, body)
    } else if let change, before != nil || after != nil {
      // Present on one side only.
      body(change)
    }
  }

  /// Whether the property's stored bits are the same in two states read in place: then it holds
  /// the same value in both, and nothing under it changed. `false` for a property not stored.
  @inlinable
  func holdsSameBits(in before: ValueHandle<State>, as after: ValueHandle<State>) -> Bool {
    guard let bytes = storedBytes else {
      return false
    }
    return after.bytes.hasSameBytes(as: before.bytes, at: bytes.lowerBound, count: bytes.count)
  }
}
