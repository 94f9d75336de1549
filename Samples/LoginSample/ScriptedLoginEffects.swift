/// Login effects driven by a script: the local check is real, every other effect waits for the
/// script to answer it.
@MainActor
final class ScriptedLoginEffects: LoginEffects {
  /// The remote email checks, each answered with whether the server knows the email.
  let remoteChecks = ControlledCalls<String, Bool>()

  /// The confirmation questions, each answered with the user's choice.
  let confirmations = ControlledCalls<String, Bool>()

  /// The login requests, each answered with a token or an error.
  let logins = ControlledCalls<String, Result<String, LoginError>>()

  private let online: AsyncStream<Bool>
  private let onlineContinuation: AsyncStream<Bool>.Continuation

  init() {
    (online, onlineContinuation) = AsyncStream.makeStream(of: Bool.self)
  }

  /// Reports a change of connectivity to the screen.
  func setOnline(_ isOnline: Bool) {
    onlineContinuation.yield(isOnline)
  }

  /// Ends the connectivity stream.
  func finishOnlineStatus() {
    onlineContinuation.finish()
  }

  func onlineStatus() -> AsyncStream<Bool> {
    online
  }

  func isWellFormed(_ email: String) -> Bool {
    email.contains("@")
  }

  func isKnownRemotely(_ email: String) async -> Bool {
    await remoteChecks.call(email)
  }

  func confirm(_ question: String) async -> Bool {
    await confirmations.call(question)
  }

  func logIn(email: String, password: String) async throws(LoginError) -> String {
    try await logins.call(email).get()
  }
}
