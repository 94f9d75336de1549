/// The appearance the user picks.
enum Theme: String, Equatable, Sendable, Codable {
  case system, light, dark
}
