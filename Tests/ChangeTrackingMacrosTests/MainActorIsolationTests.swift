#if Macros
  import ChangeTracking
  import ChangeTrackingTesting
  import Testing

  /// A state declared by `@ChangeTracked` in this module, which is isolated to the main actor by
  /// default, tracked from main-actor code.
  @MainActor
  @Suite struct MainActorIsolationTests {
    @Test func writesFromTheMainActorAreReportedInOrder() async {
      let tracker = StateTracker(SettingsState())
      await assertChanges(of: tracker) { changes in
        tracker.isLoading = true
        tracker.update { state in
          state.displayName = "Ada"
          state.items = [SettingsItem(id: 1, title: "Wi-Fi")]
        }
        tracker.items[0].isOn = true
        tracker.isLoading = false
        changes.expect(.isLoading) { $0.isLoading = true }
        changes.expect(.displayName) {
          $0.displayName = "Ada"
          $0.items = [SettingsItem(id: 1, title: "Wi-Fi")]
        }
        changes.expect(.items) { _ in }
        changes.expect(.items) { $0.items[0].isOn = true }
        changes.expect(.isLoading) { $0.isLoading = false }
      }
    }

    @Test func theDeclarationListsEveryStoredPropertyInOrder() throws {
      try SettingsState().validateTrackedProperties()
      #expect(
        SettingsState.Change.allCases == [
          .displayName, .notificationsEnabled, .fontSize, .autoSync, .language, .accentColor,
          .items, .isLoading,
        ])
    }
  }
#endif
