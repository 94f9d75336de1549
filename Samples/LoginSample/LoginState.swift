import ChangeTracking

/// What the login screen shows.
struct LoginState: Equatable, Sendable {
  var isOnline = true
  var email = ""
  var emailStatus = EmailStatus.unchecked
  var password = ""
  var step = LoginStep.editing
  /// The error the screen shows, if any.
  var error: LoginError?

  /// Whether the login button is enabled.
  var canLogIn: Bool {
    isOnline && emailStatus == .valid && password.count >= 8 && step == .editing
  }
}

extension LoginState: TrackedState {
  enum Change: Hashable, Sendable {
    case isOnline, email, emailStatus, password, step, error
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.isOnline, as: .isOnline),
    .tracked(\.email, as: .email),
    .tracked(\.emailStatus, as: .emailStatus),
    .tracked(\.password, as: .password),
    .tracked(\.step, as: .step),
    .tracked(\.error, as: .error),
  ]
}

extension LoginState {
  /// One line of a change log: the change and the value it brought, such as
  /// `emailStatus = checkingRemotely`.
  func line(for change: Change) -> String {
    switch change {
    case .isOnline: "isOnline = \(isOnline)"
    case .email: "email = \"\(email)\""
    case .emailStatus: "emailStatus = \(emailStatus)"
    case .password: "password = \(String(repeating: "*", count: password.count))"
    case .step: "step = \(step)"
    case .error: "error = \(error.map { "\($0)" } ?? "nil")"
    }
  }
}
