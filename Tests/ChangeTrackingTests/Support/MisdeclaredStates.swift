import ChangeTracking

/// Forgets to declare `email`.
struct MissingProperty: TrackedState {
  var name = ""
  var email = ""

  enum Change: Hashable, Sendable { case name }

  static let trackedProperties: [TrackedProperty<Self>] = [.tracked(\.name, as: .name)]
}

/// Declares `name` twice.
struct DuplicateProperty: TrackedState {
  var name = ""

  enum Change: Hashable, Sendable { case name, alias }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.name, as: .name),
    .tracked(\.name, as: .alias),
  ]
}

/// Reports two properties with one change.
struct SharedChange: TrackedState {
  var first = ""
  var last = ""

  enum Change: Hashable, Sendable { case name }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.first, as: .name),
    .tracked(\.last, as: .name),
  ]
}

/// Declares a computed property and a nested one instead of its stored property.
struct ComputedAndNested: TrackedState {
  struct Inner: Equatable, Sendable { var x = 0 }

  var inner = Inner()

  var double: Int {
    get { inner.x * 2 }
    set { inner.x = newValue / 2 }
  }

  enum Change: Hashable, Sendable { case double, x }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.double, as: .double, isEqual: ==),
    .tracked(\.inner.x, as: .x),
  ]
}

/// A class is not a value: its snapshots would all be the same object.
final class ClassState: TrackedState {
  var name = ""

  enum Change: Hashable, Sendable { case name }

  static let trackedProperties: [TrackedProperty<ClassState>] = [
    .tracked(\.name, as: .name)
  ]
}

/// Forgets to declare `onLongPress`, and declares `onTap`, of the same function type, twice.
struct MisdeclaredActions: TrackedState {
  var title = ""
  var onTap: @Sendable () -> Void = {}
  var onLongPress: @Sendable () -> Void = {}

  enum Change: Hashable, Sendable { case title }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.title, as: .title),
    .untracked(\.onTap),
    .untracked(\.onTap),
  ]
}

/// Declares key paths of function type that are no stored property: a computed property, and
/// key paths through a forced unwrap of `nil` and a subscript out of range, which would trap if
/// the check applied them.
struct ActionKeyPathsThatAreNotStored: TrackedState {
  var tap: @Sendable () -> Void = {}
  var wrapped: WrappedActionState.Action? = nil
  var actions: [@Sendable () -> Void] = []
  var alias: @Sendable () -> Void { tap }

  enum Change: Hashable, Sendable { case none }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .untracked(\.tap),
    .untracked(\.wrapped),
    .untracked(\.actions),
    .untracked(\.alias),
    .untracked(\.wrapped!.run),
    .untracked(\.actions[0]),
  ]
}
