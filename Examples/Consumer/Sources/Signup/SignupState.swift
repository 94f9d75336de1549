import ChangeTracking

/// What the sign-up screen shows.
///
/// `nonisolated`: this module isolates its declarations to the main actor by default, and a state
/// is a plain value that any isolation may hold (snapshots travel to tests and streams), so it
/// conforms to `TrackedState` without isolation.
nonisolated public struct SignupState: Equatable, Sendable {
  public var email = ""
  public var password = ""
  public var isSubmitting = false
  public var errorMessage: String?

  public init() {}

  /// Whether the form may be sent.
  public var canSubmit: Bool {
    email.contains("@") && password.count >= 8 && !isSubmitting
  }
}

nonisolated extension SignupState: TrackedState {
  public enum Change: Hashable, Sendable {
    case email, password, isSubmitting, errorMessage
  }

  public static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.email, as: .email),
    .tracked(\.password, as: .password),
    .tracked(\.isSubmitting, as: .isSubmitting),
    .tracked(\.errorMessage, as: .errorMessage),
  ]
}
