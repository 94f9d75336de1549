@testable import SettingsExample

/// A service that returns the settings it was given.
struct StubSettingsService: SettingsService {
  let displayName: String
  let items: [SettingsItem]

  func load() async -> (displayName: String, items: [SettingsItem]) {
    (displayName, items)
  }
}
