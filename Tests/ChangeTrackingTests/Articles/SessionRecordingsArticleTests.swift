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
}
