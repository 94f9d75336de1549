/// Where the news module gets its titles.
protocol NewsService: Sendable {
  /// The titles to show to `user`.
  func titles(for user: User) async throws -> [String]
}
