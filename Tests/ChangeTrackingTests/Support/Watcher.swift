/// A weak reference to a session that `==` compares by the session's user: two watchers of
/// different sessions of one user are equal, and a watcher whose session is gone equals another
/// whose session is gone.
struct Watcher: Equatable {
  weak var session: Session?

  static func == (lhs: Watcher, rhs: Watcher) -> Bool {
    lhs.session?.user == rhs.session?.user
  }
}
