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
        changes.expectBatch([.displayName, .items]) { state in
          state.displayName = "Ada"
          state.items = [SettingsItem(id: 1, title: "Wi-Fi")]
        }
        changes.expect(.items) { $0.items[0].isOn = true }
        changes.expect(.isLoading) { $0.isLoading = false }
      }
    }

    @Test func theListDeclaredRowByRowReportsItsRowsById() throws {
      let tracker = StateTracker(SettingsState())
      var rows: [String] = []
      let token = tracker.observe([.items]) { record in
        rows.append(record.rowChanges?.description ?? "nil")
      }
      tracker.items = [SettingsItem(id: 1, title: "Wi-Fi"), SettingsItem(id: 2, title: "Sound")]
      tracker.items.append(SettingsItem(id: 3, title: "Location"))
      try tracker.edit(\.items) { (items) throws(RowEditError) in
        try items.update(id: 2) { $0.isOn = true }
        _ = try items.remove(id: 1)
      }
      token.cancel()
      #expect(
        rows == [
          "inserted 0 (id 1), inserted 1 (id 2)",
          "inserted 2 (id 3)",
          "updated 1 (id 2), removed 0 (id 1)",
        ])
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
