import ArticleSampleChecks
import ChangeTracking
import Foundation
import TestSupport
import Testing

// The Session Recordings article's sample, word for word, so that it compiles and runs.

@Suite struct SessionRecordingsArticleTests {
  /// The state the article's sample assumes the app has.
  private struct TodoState: TrackedState, Equatable, Codable, Sendable {
    var title = ""

    enum Change: Hashable, Sendable, Codable {
      case title
    }

    static let trackedProperties: [TrackedProperty<Self>] = [.tracked(\.title, as: .title)]
  }

  @Test func everySwiftSampleIsMirroredHere() throws {
    try ArticleSamples.expectEachSample(
      of: "Sources/ChangeTracking/ChangeTracking.docc/SessionRecordings.md", in: #filePath)
  }

  @Test func aRecordingReadsBack() throws {
    let folder = try TemporaryFolder()
    let sessionURL = folder.url("session.jsonl")
    let tracker = StateTracker(TodoState())

    let recording = try tracker.record(to: sessionURL)
    tracker.set(\.title, to: "Groceries")
    tracker.set(\.title, to: "Weekend groceries")
    try recording.stop()

    let session = try RecordedSession<TodoState>(contentsOf: sessionURL)
    if let line = session.cutOffLine {
      print("line \(line) was cut off by a crash and is left out")
    }

    #expect(session.records.map(\.snapshot.title) == ["Groceries", "Weekend groceries"])
    #expect(session.cutOffLine == nil)
  }

  /// The device recipe's file: one per launch, in the Documents directory. Only its URL is made
  /// here; nothing is written there.
  @Test func aDeviceRecordsToAFileOfItsLaunchInItsDocuments() {
    #if DEBUG
      let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
      let launch = Int(Date().timeIntervalSince1970)
      let sessionURL = documents.appending(path: "session-\(launch).jsonl")
      #expect(sessionURL.deletingLastPathComponent().path == documents.path)
      #expect(sessionURL.lastPathComponent == "session-\(launch).jsonl")
    #endif
  }

  /// The device recipe's recording, kept in a stored property, made here in a temporary folder.
  @Test func aDebugBuildKeepsItsRecordingInAProperty() throws {
    let folder = try TemporaryFolder()
    let sessionURL = folder.url("session.jsonl")
    let tracker = StateTracker(TodoState())
    var recording: SessionRecording?

    #if DEBUG
      recording = try? tracker.record(to: sessionURL)  // a stored property of the app's model
    #endif
    tracker.set(\.title, to: "Groceries")
    try recording?.stop()

    #if DEBUG
      let session = try RecordedSession<TodoState>(contentsOf: sessionURL)
      #expect(session.records.map(\.snapshot.title) == ["Groceries"])
    #else
      #expect(recording == nil)
    #endif
  }
}
