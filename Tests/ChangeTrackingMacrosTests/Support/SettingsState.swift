#if Macros
  import ChangeTrackingMacros

  /// A settings screen's state, declared in a module isolated to the main actor by default, and
  /// `Codable` so that it is recorded and saved.
  @ChangeTracked
  struct SettingsState: Equatable, Sendable, Codable {
    var displayName = ""
    var notificationsEnabled = true
    var fontSize = 14
    var autoSync = false
    var language = "en"
    var accentColor = "blue"
    @TrackedRows var items: [SettingsItem] = []
    var isLoading = false
  }
#endif
