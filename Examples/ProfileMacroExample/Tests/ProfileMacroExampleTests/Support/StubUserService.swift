@testable import ProfileMacroExample

/// A user service that answers at once with what the test gave it.
struct StubUserService: UserService {
  struct Unreachable: Error {}

  var user: User?

  func fetchUser() async throws -> User {
    guard let user else { throw Unreachable() }
    return user
  }
}
