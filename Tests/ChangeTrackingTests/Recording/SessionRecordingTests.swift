import ChangeTracking
import Foundation
import TestSupport
import Testing

@Suite struct SessionRecordingTests {
  /// Records three writes of a note, one of them a batch of two properties.
  private func recordNote(to url: URL) throws -> [ChangeRecord<NoteState>] {
    let tracker = StateTracker(NoteState())
    let log = RecordLog(tracker)
    let recording = try tracker.record(to: url)
    tracker.set(\.title, to: "Shopping / list")
    tracker.update {
      $0.body = "Milk\nEggs"
      $0.tags = ["home", "\"quoted\""]
    }
    try recording.stop()
    #expect(recording.recordCount == 3)
    return log.records
  }

  private func lines(_ url: URL) throws -> [String] {
    try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
  }

  @Test func aRecordingIsAHeaderThenOneLinePerRecord() throws {
    let folder = try TemporaryFolder()
    let url = folder.url("note.jsonl")
    _ = try recordNote(to: url)
    let lines = try lines(url)
    #expect(lines.count == 4)
    #expect(
      lines[0]
        == #"{"format":"ChangeTracking.SessionRecording","#
        + #""stateType":"ChangeTrackingTests.NoteState","version":2}"#)
    #expect(
      lines[1].hasPrefix(
        #"{"change":"title","sequence":1,"snapshot":{"body":"","cachedWordCount":0,"tags":[],"#
          + #""title":"Shopping / list"},"time":"#))
    #expect(try String(contentsOf: url, encoding: .utf8).hasSuffix("}\n"))
  }

  @Test func recordsReadBackExactlyWithTheirTimes() throws {
    let folder = try TemporaryFolder()
    let url = folder.url("note.jsonl")
    let before = Date()
    let delivered = try recordNote(to: url)
    let session = try RecordedSession<NoteState>(contentsOf: url)
    #expect(session.records == delivered)
    #expect(session.cutOffLine == nil)
    #expect(session.times.count == 3)
    // The times are the wall clock's at each write: near the test's start, whatever the clock
    // does meanwhile (it may be set back, so no order is expected of them).
    #expect(session.times.allSatisfy { abs($0.timeIntervalSince(before)) < 3_600 })
  }

  @Test func rowChangesAreRecordedAsASavedHistoryWritesThem() throws {
    let folder = try TemporaryFolder()
    let url = folder.url("list.jsonl")
    let tracker = StateTracker(ChecklistState.numbered(3))
    let log = RecordLog(tracker)
    let recording = try tracker.record(to: url)
    try tracker.edit(\.items) { rows in
      rows[0].isDone = true
      try rows.move(from: 2, to: 0)
    }
    tracker.edit(\.labels) { $0.append("home") }
    try recording.stop()
    let session = try RecordedSession<ChecklistState>(contentsOf: url)
    #expect(session.records == log.records)
    #expect(
      session.records.map(\.rowChanges) == [
        [.updated(offset: 0, id: RowID(0)), .moved(from: 2, to: 0, id: RowID(2))],
        [.inserted(offset: 0, id: nil)],
      ])
    #expect(
      try lines(url)[1].contains(
        #""rowChanges":[{"intID":0,"kind":"updated","offset":0},"#
          + #"{"intID":2,"kind":"moved","offset":2,"to":0}]"#))
  }

  @Test func aCrashCuttingTheLastLineAtAnyByteLosesOnlyThatLine() throws {
    let folder = try TemporaryFolder()
    let url = folder.url("note.jsonl")
    let delivered = try recordNote(to: url)
    let bytes = Array(try Data(contentsOf: url))
    // The last line starts after the line break that ends the one before it.
    let lastLineStart = bytes.dropLast().lastIndex(of: UInt8(ascii: "\n"))! + 1
    for end in lastLineStart...bytes.count {
      let session = try RecordedSession<NoteState>(jsonLines: bytes[..<end])
      let lastLineIsWhole = end >= bytes.count - 1
      let isEmpty = end == lastLineStart
      #expect(session.records == (lastLineIsWhole ? delivered : Array(delivered.dropLast())))
      #expect(session.cutOffLine == (lastLineIsWhole || isEmpty ? nil : 4), "cut at \(end)")
    }
  }

  @Test func stoppingOrReleasingTheRecordingEndsIt() throws {
    let folder = try TemporaryFolder()
    let url = folder.url("note.jsonl")
    let tracker = StateTracker(NoteState())
    let recording = try tracker.record(to: url)
    tracker.set(\.title, to: "one")
    try recording.stop()
    try recording.stop()
    tracker.set(\.title, to: "two")
    #expect(!recording.isRecording)
    #expect(
      try RecordedSession<NoteState>(contentsOf: url).records.map(\.snapshot.title) == ["one"])
    var released: SessionRecording? = try tracker.record(to: url)
    tracker.set(\.title, to: "three")
    #expect(tracker.observerCount == 1)
    released = nil
    tracker.set(\.title, to: "four")
    #expect(released == nil)
    #expect(tracker.observerCount == 0)
    #expect(
      try RecordedSession<NoteState>(contentsOf: url).records.map(\.snapshot.title) == ["three"])
  }

  @Test func aFileInAFolderThatDoesNotExistCannotBeOpened() throws {
    let folder = try TemporaryFolder()
    let path = folder.appending("missing/note.jsonl")
    let tracker = StateTracker(NoteState())
    #expect(
      throws: SessionRecordingError.cannotOpen(path: path, detail: "No such file or directory")
    ) {
      try tracker.record(to: URL(fileURLWithPath: path))
    }
  }

  @Test func aFolderCannotBeRecordedTo() throws {
    let folder = try TemporaryFolder()
    let tracker = StateTracker(NoteState())
    #expect(throws: SessionRecordingError.cannotOpen(path: folder.path, detail: "Is a directory")) {
      try tracker.record(to: URL(fileURLWithPath: folder.path))
    }
  }

  #if os(Linux)
    /// `/dev/full` refuses every write with "no space left", whoever writes, root included.
    @Test func aFileThatRefusesWritesGivesTheWriteError() throws {
      let tracker = StateTracker(NoteState())
      #expect(
        throws: SessionRecordingError.writeFailed(
          path: "/dev/full", detail: "No space left on device")
      ) {
        try tracker.record(to: URL(fileURLWithPath: "/dev/full"))
      }
    }
  #endif

  @Test func aRecordThatCannotBeWrittenStopsTheRecordingButNotTheTracker() throws {
    let folder = try TemporaryFolder()
    let url = folder.url("gauge.jsonl")
    let tracker = StateTracker(GaugeState())
    let log = RecordLog(tracker)
    let recording = try tracker.record(to: url)
    tracker.set(\.level, to: 1)
    // JSON has no number for "not a number": the record cannot be encoded.
    tracker.set(\.level, to: .nan)
    tracker.set(\.level, to: 3)
    #expect(log.records.map(\.sequence) == [1, 2, 3])
    #expect(!recording.isRecording)
    #expect(recording.recordCount == 1)
    guard case .notEncodable = recording.error else {
      Issue.record("expected notEncodable, got \(String(describing: recording.error))")
      return
    }
    #expect(throws: recording.error!) {
      try recording.stop()
    }
    let session = try RecordedSession<GaugeState>(contentsOf: url)
    #expect(session.records.map(\.snapshot.level) == [1])
  }
}
