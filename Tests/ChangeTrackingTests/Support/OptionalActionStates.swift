import ChangeTracking

/// An optional closure, checked only with a sample that holds one.
struct OptionalActionState: TrackedState {
  var onDoubleTap: (@Sendable () -> Void)?

  enum Change: Hashable, Sendable { case none }

  static let trackedProperties: [TrackedProperty<Self>] = [.untracked(\.onDoubleTap)]
}

/// An optional closure, checked with a sample in which it is `nil`.
struct NilOptionalActionState: TrackedState {
  var onDoubleTap: (@Sendable () -> Void)? = nil

  enum Change: Hashable, Sendable { case none }

  static let trackedProperties: [TrackedProperty<Self>] = [.untracked(\.onDoubleTap)]
}

/// The workaround for an optional closure: the closure wrapped in a structure.
struct WrappedActionState: TrackedState {
  /// A closure in a structure, whose key path is a plain stored property.
  struct Action {
    var run: @Sendable () -> Void
  }

  var onDoubleTap: Action? = nil

  enum Change: Hashable, Sendable { case none }

  static let trackedProperties: [TrackedProperty<Self>] = [.untracked(\.onDoubleTap)]
}
