/// Where the settings come from.
protocol SettingsService: Sendable {
  /// The saved display name and list.
  func load() async -> (displayName: String, items: [SettingsItem])
}
