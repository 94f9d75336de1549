import ArticleSampleChecks
import ChangeTracking
import Testing

// The sample of SavedHistory's documentation comment, word for word, so that it compiles and
// runs.

@Suite struct SavedHistorySampleTests {
  private typealias EditorState = NoteState

  /// What the sample calls `log`: the records of a session.
  private struct Log {
    var records: [ChangeRecord<EditorState>] = []
  }

  @Test func everySwiftSampleIsMirroredHere() throws {
    try ArticleSamples.expectEachDocumentationSample(
      of: "Sources/ChangeTracking/History/SavedHistory.swift", in: #filePath)
  }

  @Test func sampleRestoresTheSavedHistory() throws {
    let tracker = StateTracker(EditorState(), historyCapacity: 10)
    var log = Log()
    let token = tracker.observe { log.records.append($0) }
    tracker.title = "Groceries"
    token.cancel()

    let bytes = try tracker.savedHistory(records: log.records).json()
    // ...
    let saved = try SavedHistory<EditorState>(json: bytes)
    try tracker.restoreHistory(saved)

    #expect(tracker.title == "Groceries")
    tracker.undo()
    #expect(tracker.title == "")
  }
}
