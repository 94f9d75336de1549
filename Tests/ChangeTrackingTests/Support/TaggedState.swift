import ChangeTracking

/// A state whose changes carry a string: its records hold a reference besides their snapshot.
struct TaggedState: Equatable, Sendable {
  var first = 0
  var second = 0
}

extension TaggedState: TrackedState {
  enum Change: Hashable, Sendable {
    case named(String)
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.first, as: .named("first")),
    .tracked(\.second, as: .named("second")),
  ]
}
