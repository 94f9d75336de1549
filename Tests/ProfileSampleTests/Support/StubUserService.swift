@testable import ProfileSample

/// A user service that answers at once with what the test gave it.
struct StubUserService: UserService {
  struct Unreachable: Error {}

  var user: User?
  var accountStatus: AccountStatus = .pro

  func fetchUser() async throws -> User {
    guard let user else { throw Unreachable() }
    return user
  }

  func fetchAccountStatus() async throws -> AccountStatus {
    accountStatus
  }
}
