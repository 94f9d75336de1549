import ChangeTrackingMacros

/// What the settings screen shows: six settings, a list declared row by row, and whether it is
/// loading.
///
/// This module isolates its declarations to the main actor by default, as a new app target
/// does; `@ChangeTracked` declares the state without isolation, so it needs no annotation. It is
/// `Codable`, so that a session is recorded (`SettingsViewModel.recordSession(to:)`): the
/// `Change` the macro writes is `Codable` already.
@ChangeTracked
struct SettingsState: Equatable, Sendable, Codable {
  var displayName = ""
  var notificationsEnabled = true
  var theme = Theme.system
  var fontSize = 14
  var autoSync = false
  var language = "en"
  @TrackedRows var items: [SettingsItem] = []
  var isLoading = false
}
