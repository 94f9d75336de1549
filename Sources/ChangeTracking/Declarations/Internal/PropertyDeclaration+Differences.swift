extension PropertyDeclaration {
  /// Whether the property, a plain tracked one, holds different values in two states read in
  /// place: the same stored bytes are the same value, and different bytes a different one when
  /// ``bytesDecideEquality``; only otherwise is `==` or `isEqual` called.
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

  /// Calls `body` with the change of this property if it differs between two states read in
  /// place, or with each embedded change for a property that embeds a scoped state.
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

  /// As the `forEachChange` above, between states that may be absent: every tracked property
  /// of a state that appears or disappears counts as changed.
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

  /// Whether the property's stored bits are the same in two states read in place, so that
  /// nothing under it changed; `false` for a property not stored.
  @inlinable
  func holdsSameBits(in before: ValueHandle<State>, as after: ValueHandle<State>) -> Bool {
    guard let bytes = storedBytes else {
      return false
    }
    return after.bytes.hasSameBytes(as: before.bytes, at: bytes.lowerBound, count: bytes.count)
  }
}
