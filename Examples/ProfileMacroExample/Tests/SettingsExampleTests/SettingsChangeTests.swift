import ChangeTracking
import ChangeTrackingTesting
import Testing

@testable import SettingsExample

/// The settings screen, in a module isolated to the main actor by default, with its state
/// declared by `@ChangeTracked`: its changes, in order, asserted from main-actor code.
@MainActor
@Suite struct SettingsChangeTests {
  let saved = [SettingsItem(id: 1, title: "Wi-Fi"), SettingsItem(id: 2, title: "Bluetooth")]

  @Test func loadReportsTheFlagAroundTheBatchInDeclarationOrder() async {
    let viewModel = SettingsViewModel(
      service: StubSettingsService(displayName: "Ada", items: saved)
    )
    await assertChanges(of: viewModel.tracker) { changes in
      await viewModel.load()
      changes.expect(.isLoading) { $0.isLoading = true }
      changes.expectBatch([.displayName, .items]) { state in
        state.displayName = "Ada"
        state.items = saved
      }
      changes.expect(.isLoading) { $0.isLoading = false }
    }
  }

  @Test func addToggleAndRemoveEachReportTheList() async throws {
    let viewModel = SettingsViewModel(
      service: StubSettingsService(displayName: "Ada", items: saved)
    )
    await viewModel.load()
    try await assertChanges(of: viewModel.tracker) { changes in
      viewModel.addItem(titled: "Location")
      try viewModel.toggleItem(id: 2)
      try viewModel.removeItem(id: 1)
      changes.expect(.items) { $0.items.append(SettingsItem(id: 3, title: "Location")) }
      changes.expect(.items) { $0.items[1].isOn = true }
      changes.expect(.items) { $0.items.remove(at: 0) }
    }
  }

  @Test func eachEditOfTheListSaysWhichRowsChanged() async throws {
    let viewModel = SettingsViewModel(
      service: StubSettingsService(displayName: "Ada", items: saved)
    )
    let recorder = ChangeRecorder(viewModel.tracker)
    await viewModel.load()
    viewModel.addItem(titled: "Location")
    try viewModel.toggleItem(id: 2)
    try viewModel.removeItem(id: 1)
    let rows = recorder.records.filter { $0.change == .items }.map(\.rowChanges)
    #expect(
      rows == [
        [.inserted(offset: 0, id: RowID(1)), .inserted(offset: 1, id: RowID(2))],
        [.inserted(offset: 2, id: RowID(3))],
        [.updated(offset: 1, id: RowID(2))],
        [.removed(offset: 0, id: RowID(1))],
      ])
  }

  @Test func aNonisolatedStateOfTheModuleIsTrackedFromAnActor() async {
    actor Sync {
      func changes() -> [SyncState.Change] {
        let tracker = StateTracker(SyncState())
        var changes: [SyncState.Change] = []
        let token = tracker.observe { changes.append($0.change) }
        tracker.pendingCount = 3
        tracker.lastError = "offline"
        token.cancel()
        return changes
      }
    }
    #expect(await Sync().changes() == [.pendingCount, .lastError])
  }

  @Test func macroDeclaresEveryStoredPropertyInOrder() throws {
    try SettingsState().validateTrackedProperties()
    #expect(
      SettingsState.Change.allCases == [
        .displayName, .notificationsEnabled, .theme, .fontSize, .autoSync, .language, .items,
        .isLoading,
      ]
    )
  }
}
