/// Creates accounts; the app talks to a server, the tests to a stub.
public protocol SignupService: Sendable {
  /// Creates an account, or throws a ``SignupError``.
  func createAccount(email: String, password: String) async throws
}

/// Why an account was not created.
public enum SignupError: Error, Equatable, Sendable {
  case emailTaken
}
