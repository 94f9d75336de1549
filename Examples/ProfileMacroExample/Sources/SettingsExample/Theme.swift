/// The appearance the user picks.
enum Theme: Equatable, Sendable {
  case system, light, dark
}
