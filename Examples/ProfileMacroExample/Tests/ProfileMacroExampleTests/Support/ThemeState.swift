import ChangeTrackingMacros

/// A small state to embed: the theme of a settings screen.
@ChangeTracked
struct ThemeState: Equatable, Sendable {
  var name = "light"
}
