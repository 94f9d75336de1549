/// Everything the login screen asks of the world.
@MainActor
protocol LoginEffects: AnyObject {
  /// Whether the device is online, now and at each change.
  func onlineStatus() -> AsyncStream<Bool>

  /// Whether the email has the form of one: the local check.
  func isWellFormed(_ email: String) -> Bool

  /// Whether the server knows an account with this email: the remote check.
  func isKnownRemotely(_ email: String) async -> Bool

  /// Asks the user a yes-or-no question.
  func confirm(_ question: String) async -> Bool

  /// Logs in and returns the session token.
  func logIn(email: String, password: String) async throws(LoginError) -> String
}
