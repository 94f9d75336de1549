/// Where the profile screen's data comes from.
protocol UserService: Sendable {
  /// Loads the signed-in user.
  func fetchUser() async throws -> User
}
