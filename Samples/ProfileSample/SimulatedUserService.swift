import Foundation

/// A user service that answers after a short delay, as a network would.
struct SimulatedUserService: UserService {
  /// The user the service knows.
  var user: User

  /// How long each call takes.
  var latency: Duration = .milliseconds(20)

  func fetchUser() async throws -> User {
    try await Task.sleep(for: latency)
    return user
  }

  func fetchAccountStatus() async throws -> AccountStatus {
    try await Task.sleep(for: latency)
    return user.accountStatus == .basic ? .pro : .basic
  }
}
