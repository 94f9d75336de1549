import ChangeTracking

/// The app state of the nested-view property test: a counter, an untracked note, a module that
/// is always there and one that the app may drop and bring back.
struct NestedAppState: Equatable, Sendable, CustomStringConvertible {
  /// A tracked counter, which the app's observer answers.
  var tally = 0
  /// Untracked: written through the trackers, reported by no one, restored by undo.
  var note = 0
  /// The module that is always there: two scopes track it.
  var module = NestedModuleState()
  /// The module the app may drop (`nil`) and bring back: one scope tracks it.
  var detail: NestedModuleState? = NestedModuleState()

  /// Short, for failure messages.
  var description: String {
    "A(tally:\(tally) note:\(note) module:\(module) detail:\(detail.map { "\($0)" } ?? "nil"))"
  }
}

extension NestedAppState: TrackedState {
  /// The app's changes: its own, and each module's wrapped.
  enum Change: Hashable, Sendable {
    /// `tally` changed.
    case tally
    /// A property of `module` changed.
    case module(NestedModuleState.Change)
    /// A property of `detail` changed, or `detail` appeared or disappeared.
    case detail(NestedModuleState.Change)
  }

  /// `tally`, the untracked `note`, and both modules declared as scoped.
  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.tally, as: .tally),
    .untracked(\.note),
    .scoped(\.module, as: Change.module),
    .scoped(\.detail, as: Change.detail),
  ]
}
