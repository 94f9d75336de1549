extension StateTracker {
  /// Stops the program when an edit's or a batch's closure has exclusive access to the state:
  /// called first by every call that writes the state or its history.
  @inlinable
  @inline(__always)
  func checkExclusiveAccess(_ call: StaticString = "a write") {
    if _slowPath(exclusiveAccess != nil) {
      overlappingAccess(call)
    }
  }

  /// Gives an edit's or a batch's closure exclusive access to the state of this tracker and of
  /// every tracker it is scoped from, until ``endExclusiveAccess()``; stops the program when
  /// another already has it.
  @inlinable
  @inline(__always)
  func beginExclusiveAccess(_ access: ExclusiveAccess) {
    checkExclusiveAccess(access.isBatch ? "a batch" : "an edit")
    exclusiveAccess = access
    if let view {
      view.up.beginExclusiveAccessOfParent(isBatch: access.isBatch)
    }
  }

  /// Ends what ``beginExclusiveAccess(_:)`` began.
  @inlinable
  @inline(__always)
  func endExclusiveAccess() {
    exclusiveAccess = nil
    if let view {
      view.up.endExclusiveAccessOfParent()
    }
  }

  /// Stops the program: `call` overlaps the edit that has exclusive access to the state.
  @usableFromInline
  @inline(never)
  func overlappingAccess(_ call: StaticString) -> Never {
    let holder =
      switch exclusiveAccess {
      case .edit(let position) where position >= 0:
        "an edit of `\(properties[position].declaration.keyPath.debugDescription)`"
      case .batch:
        "a batch (`update`)"
      case .batchThroughScope:
        "a batch (`update`) through a tracker scoped from it"
      case .editThroughScope:
        "an edit through a tracker scoped from it"
      case .comparison:
        "the comparison of an undo, a redo or a rollback (a property's `==` or `isEqual`)"
      default:
        "an edit"
      }
    let instead =
      switch exclusiveAccess {
      case .batch, .batchThroughScope: "make the change through the batch's argument"
      case .comparison: "compare without writing: `==` and `isEqual` only read"
      default: "make the change through the editor"
      }
    fatalError(
      """
      Overlapping accesses to the state of StateTracker<\(State.self)>: \(call) was made while \
      \(holder) was running. An edit's or a batch's closure has exclusive access to the state of \
      its tracker and of every tracker scoped from it or that it is scoped from, as an `inout` \
      argument has: it may read them, not write them. Make the write after the closure \
      returns, or \(instead).
      """)
  }
}
