/// Titles made up from the user's name, as a server would personalise them.
struct SimulatedNewsService: NewsService {
  func titles(for user: User) async throws -> [String] {
    ["Hello, \(user.name)", "Today for \(user.name)"]
  }
}
