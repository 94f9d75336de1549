import ChangeTracking

/// A child state whose error compares by code only, embedded in `RetryShell`.
struct RetryState: Equatable, Sendable {
  /// An error whose message is not part of what counts as a change.
  struct Failure: Equatable, Sendable {
    var code: Int
    var message: String
  }

  var error: Failure? = Failure(code: 1, message: "first")
}

extension RetryState: TrackedState {
  enum Change: Hashable, Sendable {
    case error
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.error, as: .error, isEqual: { $0?.code == $1?.code })
  ]
}

/// A parent state that embeds a `RetryState`.
struct RetryShell: Equatable, Sendable {
  var retry = RetryState()
}

extension RetryShell: TrackedState {
  enum Change: Hashable, Sendable {
    case retry(RetryState.Change)
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .scoped(\.retry, as: Change.retry)
  ]
}
