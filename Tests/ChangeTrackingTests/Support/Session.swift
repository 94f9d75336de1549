/// A signed-in session that `==` compares by its user alone: two sessions of one user are equal
/// whatever their tokens, so that a test can tell which of two equal objects a state holds.
final class Session: Equatable, CustomStringConvertible {
  let user: String
  let token: Int

  init(user: String, token: Int) {
    self.user = user
    self.token = token
  }

  var description: String { "Session(\(user), \(token))" }

  static func == (lhs: Session, rhs: Session) -> Bool {
    lhs.user == rhs.user
  }
}
