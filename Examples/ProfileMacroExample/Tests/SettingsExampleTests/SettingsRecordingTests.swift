import ChangeTracking
import Foundation
import Testing

@testable import SettingsExample

/// The settings screen's session, recorded to a file as the app records it and read back: the
/// state declared with `@ChangeTracked` and `Codable`, in a module isolated to the main actor by
/// default, is recorded with no line added for its `Change`.
@MainActor
@Suite struct SettingsRecordingTests {
  let saved = [SettingsItem(id: 1, title: "Wi-Fi"), SettingsItem(id: 2, title: "Bluetooth")]

  @Test func aRecordedSessionReadsBackWithEachChangeRowAndState() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("SettingsRecordingTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("session.jsonl")
    let viewModel = SettingsViewModel(
      service: StubSettingsService(displayName: "Ada", items: saved)
    )

    let recording = try viewModel.recordSession(to: url)
    await viewModel.load()
    viewModel.addItem(titled: "Location")
    try viewModel.toggleItem(id: 2)
    try recording.stop()

    let session = try RecordedSession<SettingsState>(contentsOf: url)
    #expect(session.cutOffLine == nil)
    #expect(
      session.records.map(\.change) == [
        .isLoading, .displayName, .items, .isLoading, .items, .items,
      ])
    #expect(
      session.records.map(\.rowChanges) == [
        nil, nil, [.inserted(offset: 0, id: RowID(1)), .inserted(offset: 1, id: RowID(2))], nil,
        [.inserted(offset: 2, id: RowID(3))], [.updated(offset: 1, id: RowID(2))],
      ])
    #expect(session.records.map(\.sequence) == Array(1...6))
    #expect(session.records.last?.snapshot == viewModel.tracker.state)
    #expect(session.records[1].snapshot.displayName == "Ada")
  }
}
