/// One entry of the settings screen's list: a named switch.
struct SettingsItem: Identifiable, Equatable, Sendable, Codable {
  var id: Int
  var title: String
  var isOn = false
}
