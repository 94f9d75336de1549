/// An error the login screen shows.
enum LoginError: Error, Equatable, Sendable {
  /// The email has no `@`.
  case malformedEmail
  /// The server knows no account with this email.
  case unknownEmail
  /// The server refused the login.
  case loginFailed
}
