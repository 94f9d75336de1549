#if Macros
  import ChangeTrackingMacros

  /// A settings screen's state, declared in a module isolated to the main actor by default.
  @ChangeTracked
  struct SettingsState: Equatable, Sendable {
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
