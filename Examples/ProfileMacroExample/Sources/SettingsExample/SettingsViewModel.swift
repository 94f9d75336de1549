import ChangeTracking
import Foundation

/// The settings screen's logic, isolated to the main actor as the module is. Every write goes
/// through the tracker.
final class SettingsViewModel {
  /// The screen's state, and the only way to change it.
  let tracker = StateTracker(SettingsState())

  private let service: any SettingsService
  private var nextID = 1

  init(service: any SettingsService) {
    self.service = service
  }

  /// Loads the saved settings: the loading flag, then the name and the list in one batch, then
  /// the flag again.
  func load() async {
    tracker.isLoading = true
    let saved = await service.load()
    tracker.update { state in
      state.displayName = saved.displayName
      state.items = saved.items
    }
    nextID = (saved.items.map(\.id).max() ?? 0) + 1
    tracker.isLoading = false
  }

  /// Adds an item at the end of the list.
  func addItem(titled title: String) {
    let item = SettingsItem(id: nextID, title: title)
    tracker.edit(\.items) { $0.append(item) }
    nextID += 1
  }

  /// Removes the item with `id`.
  ///
  /// - Throws: ``RowEditError`` when the list has no such item.
  func removeItem(id: Int) throws(RowEditError) {
    try tracker.edit(\.items) { (items) throws(RowEditError) in _ = try items.remove(id: id) }
  }

  /// Starts recording every change of the screen to a file, one line per record, which
  /// `change-inspector` shows.
  ///
  /// The state is declared `Codable`, and `@ChangeTracked` makes its `Change` `Codable`: the
  /// recording needs no other line, in this module isolated to the main actor as in any other.
  ///
  /// - Parameter url: Where to write the recording; a file already there is replaced.
  /// - Returns: The recording: keep it as long as the session should be recorded.
  /// - Throws: ``SessionRecordingError`` when the file can't be created or written.
  func recordSession(to url: URL) throws(SessionRecordingError) -> SessionRecording {
    try tracker.record(to: url)
  }

  /// Turns the item with `id` on or off.
  ///
  /// - Throws: ``RowEditError`` when the list has no such item.
  func toggleItem(id: Int) throws(RowEditError) {
    try tracker.edit(\.items, id: id) { $0.isOn.toggle() }
  }
}
