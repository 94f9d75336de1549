#if Macros
  import ChangeTracking
  import Foundation
  import TestSupport
  import Testing

  /// A state declared by `@ChangeTracked` and `Codable`, in this module isolated to the main
  /// actor by default: its `Change` is `Codable` as the macro writes it, so the state is recorded
  /// and its history saved with no line added.
  @MainActor
  @Suite struct CodableChangeTests {
    @Test func aSessionIsRecordedAndReadBack() throws {
      let folder = try TemporaryFolder()
      let url = folder.url("settings.jsonl")
      let tracker = StateTracker(SettingsState())
      var delivered: [ChangeRecord<SettingsState>] = []
      let token = tracker.observe { delivered.append($0) }
      let recording = try tracker.record(to: url)
      tracker.displayName = "Ada"
      tracker.items.append(SettingsItem(id: 1, title: "Wi-Fi"))
      try recording.stop()
      token.cancel()

      let session = try RecordedSession<SettingsState>(contentsOf: url)
      #expect(session.records == delivered)
      #expect(session.records.map(\.change) == [.displayName, .items])
      let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
      #expect(lines[1].hasPrefix(#"{"change":"displayName","#))
    }

    @Test func aSavedHistoryRestoresWithItsRecords() throws {
      let tracker = StateTracker(SettingsState(), historyCapacity: 10)
      var delivered: [ChangeRecord<SettingsState>] = []
      let token = tracker.observe { delivered.append($0) }
      tracker.displayName = "Ada"
      tracker.fontSize = 16
      token.cancel()
      let json = try tracker.savedHistory(records: delivered).json()

      let restored = StateTracker(SettingsState(), historyCapacity: 10)
      let saved = try SavedHistory<SettingsState>(json: json)
      try restored.restoreHistory(saved)
      #expect(saved.records == delivered)
      #expect(restored.state == tracker.state)
      #expect(restored.undo())
      #expect(restored.fontSize == 14)
    }

    @Test func eachChangeIsEncodedAsItsName() throws {
      let encoded = try JSONEncoder().encode(SettingsState.Change.allCases)
      #expect(
        String(decoding: encoded, as: UTF8.self)
          == #"["displayName","notificationsEnabled","fontSize","autoSync","language","#
          + #""accentColor","items","isLoading"]"#)
      #expect(
        try JSONDecoder().decode([SettingsState.Change].self, from: encoded)
          == SettingsState.Change.allCases)
    }
  }
#endif
