import ChangeTracking

/// The parent state of the composed property test: a tracked and an untracked counter, a module
/// state that is always present, and one that may be absent.
struct ParentState: Equatable, Sendable, CustomStringConvertible {
  var x = 0
  /// Untracked: written through the trackers, reported by no one, restored by undo.
  var note = 0
  var kid = KidState()
  var opt: KidState? = KidState()

  /// Short, for failure messages: `P(x:… note:… kid:K(…) opt:K(…))`.
  var description: String {
    "P(x:\(x) note:\(note) kid:\(kid) opt:\(opt.map { "\($0)" } ?? "nil"))"
  }
}

extension ParentState: TrackedState {
  enum Change: Hashable, Sendable {
    case x
    case kid(KidState.Change)
    case opt(KidState.Change)
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.x, as: .x),
    .untracked(\.note),
    .scoped(\.kid, as: Change.kid),
    .scoped(\.opt, as: Change.opt),
  ]
}
