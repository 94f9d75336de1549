import ChangeTracking

/// A state that stores closures: a tracked title and actions left untracked on purpose, of
/// function types, two of them of the same type.
struct ButtonState: TrackedState {
  var title = ""
  var onTap: @Sendable () -> Void = {}
  var onLongPress: @Sendable () -> Void = {}
  var format: @Sendable (Int) -> String = { "\($0)" }

  enum Change: Hashable, Sendable { case title }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.title, as: .title),
    .untracked(\.onTap),
    .untracked(\.onLongPress),
    .untracked(\.format),
  ]
}
