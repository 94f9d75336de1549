/// Where the login is.
enum LoginStep: Equatable, Sendable, CustomStringConvertible {
  /// The user is typing.
  case editing
  /// The screen asks the user to confirm.
  case confirming
  /// The login request is running.
  case loggingIn
  /// Logged in, with the session token.
  case loggedIn(token: String)

  var description: String {
    switch self {
    case .editing: "editing"
    case .confirming: "confirming"
    case .loggingIn: "loggingIn"
    case .loggedIn(let token): "loggedIn(\(token))"
    }
  }
}
