import ChangeTracking
import Foundation
import TestSupport
import Testing

/// A state declared `private`: its fully qualified name holds the address of an unknown
/// context, which changes each time the program is launched.
private struct Draft: TrackedState, Equatable, Codable, Sendable {
  var text = ""

  enum Change: String, Hashable, Sendable, Codable {
    case text
  }

  static let trackedProperties: [TrackedProperty<Self>] = [.tracked(\.text, as: .text)]
}

/// Files of a private state type are read by the next launch of the program.
@Suite struct PrivateStateTypeTests {
  /// `text` with the address of each unknown context replaced by another launch's.
  private func fromAnotherLaunch(_ text: String) -> String {
    text.replacingOccurrences(of: "(unknown context)", with: "(unknown context at $5c0ffee1234)")
  }

  @Test func aRecordingNamesThePrivateTypeWithoutAnAddress() throws {
    let folder = try TemporaryFolder()
    let url = folder.url("draft.jsonl")
    let tracker = StateTracker(Draft())
    let recording = try tracker.record(to: url)
    tracker.set(\.text, to: "a")
    try recording.stop()

    let text = try String(contentsOf: url, encoding: .utf8)
    let header = try #require(text.split(separator: "\n").first)
    #expect(header.contains(#""stateType":"ChangeTrackingTests.(unknown context).Draft""#))
    #expect(!text.contains("$"))
    // A file that another launch wrote, address and all, is read too.
    let session = try RecordedSession<Draft>(jsonLines: Array(fromAnotherLaunch(text).utf8))
    #expect(session.records.map(\.snapshot) == [Draft(text: "a")])
  }

  @Test func aSavedHistoryNamesThePrivateTypeWithoutAnAddress() throws {
    let tracker = StateTracker(Draft(), historyCapacity: 5)
    tracker.set(\.text, to: "a")
    let text = String(decoding: try tracker.savedHistory().json(), as: UTF8.self)
    #expect(text.contains("ChangeTrackingTests.(unknown context).Draft"))
    #expect(!text.contains("$"))

    let restored = StateTracker(Draft(), historyCapacity: 5)
    try restored.restoreHistory(SavedHistory(json: Array(fromAnotherLaunch(text).utf8)))
    #expect(restored.state == Draft(text: "a"))
    #expect(restored.undo())
    #expect(restored.state == Draft())
  }
}
