import ChangeTracking

/// ``CountedState`` with a custom mirror: its history copies its snapshots whole, with no
/// layout, and compares them declaration by declaration.
struct MirroredCountedState: Sendable, CustomReflectable {
  var counted: Counted
  var count = 0
  var level = 0.0

  var customMirror: Mirror {
    Mirror(self, children: ["count": count], displayStyle: .struct)
  }
}

extension MirroredCountedState: TrackedState {
  typealias Change = CountedState.Change

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.counted, as: .counted),
    .tracked(\.count, as: .count),
    .tracked(\.level, as: .level, reporting: .everyWrite),
  ]
}
