import ChangeTracking

/// The news module's state. The module knows this type and its own tracker, nothing of the app.
struct NewsState: Equatable, Sendable {
  var user: User
  var step = Step.initial

  /// Where loading the titles is.
  enum Step: Equatable, Sendable, CustomStringConvertible {
    case initial
    case loading
    case loaded([String])

    var description: String {
      switch self {
      case .initial: "initial"
      case .loading: "loading"
      case .loaded(let titles): "loaded \(titles)"
      }
    }
  }
}

extension NewsState: TrackedState {
  enum Change: Hashable, Sendable {
    case user, step
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.user, as: .user),
    .tracked(\.step, as: .step),
  ]
}

extension NewsState: CustomStringConvertible {
  var description: String { "news(user: \(user), step: \(step))" }
}
