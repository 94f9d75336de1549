import ChangeTracking

/// What the sign-up screen shows.
public struct SignupState: Equatable, Sendable {
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

extension SignupState: TrackedState {
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
