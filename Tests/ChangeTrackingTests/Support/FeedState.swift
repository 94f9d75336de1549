import ChangeTracking

/// A module's state: a user and the step of loading titles.
struct FeedState: Equatable, Sendable {
  var user = "nobody"
  var step = Step.initial

  enum Step: Equatable, Sendable {
    case initial
    case loading
    case loaded([String])
  }
}

extension FeedState: TrackedState {
  enum Change: Hashable, Sendable {
    case user, step
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.user, as: .user),
    .tracked(\.step, as: .step),
  ]
}
