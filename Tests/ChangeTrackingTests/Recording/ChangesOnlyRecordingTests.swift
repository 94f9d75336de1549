import ChangeTracking
import Foundation
import TestSupport
import Testing

/// Format version 2: after a whole state, each line holds what its record changed, and reads
/// back with the record's whole snapshot.
@Suite struct ChangesOnlyRecordingTests {
  /// Runs `writes` on a tracker of `state` while it is recorded; returns the records delivered,
  /// the records read back and the record lines.
  private func record<State: TrackedState & Codable & Equatable>(
    _ state: State,
    historyCapacity: Int = 0,
    _ writes: (StateTracker<State>) throws -> Void
  ) throws -> (delivered: [ChangeRecord<State>], read: [ChangeRecord<State>], lines: [String])
  where State.Change: Codable {
    let folder = try TemporaryFolder()
    let url = folder.url("session.jsonl")
    let tracker =
      historyCapacity > 0
      ? StateTracker(state, historyCapacity: historyCapacity) : StateTracker(state)
    let log = RecordLog(tracker)
    let recording = try tracker.record(to: url)
    try writes(tracker)
    try recording.stop()
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
    return (
      log.records, try RecordedSession<State>(contentsOf: url).records, Array(lines.dropFirst())
    )
  }

  @Test func aLineAfterTheFirstHoldsTheChangedPropertyAndTheUntrackedOnes() throws {
    let (delivered, read, lines) = try record(NoteState()) { tracker in
      tracker.set(\.title, to: "Groceries")
      tracker.update { $0.cachedWordCount = 7 }
      tracker.set(\.body, to: "Milk")
    }
    #expect(read == delivered)
    #expect(read.last?.snapshot.cachedWordCount == 7)
    #expect(lines.count == 2)
    #expect(lines[0].contains(#""snapshot":{"#))
    #expect(!lines[1].contains("snapshot"))
    #expect(lines[1].contains(#""values":{"body":"Milk","cachedWordCount":7}"#))
  }

  @Test func aBatchsRecordsEachReadBackWithTheBatchsSnapshot() throws {
    let (delivered, read, lines) = try record(NoteState()) { tracker in
      tracker.set(\.title, to: "Groceries")
      tracker.update {
        $0.body = "Milk"
        $0.tags = ["home"]
        $0.title = "Shopping"
      }
      tracker.set(\.body, to: "Eggs")
    }
    #expect(read == delivered)
    #expect(read.map(\.snapshot.body) == ["", "Milk", "Milk", "Milk", "Eggs"])
    #expect(read[1].snapshot == read[3].snapshot)
    // The batch's first record holds its whole state, the others share it.
    #expect(lines[1].contains(#""snapshot":{"#))
    #expect(lines[2].contains(#""sameSnapshot":true"#) && !lines[2].contains("values"))
    #expect(lines[3].contains(#""sameSnapshot":true"#))
    #expect(lines[4].contains(#""values":{"#) && !lines[4].contains("sameSnapshot"))
  }

  @Test func undoAndRedoReadBackWithTheirSnapshots() throws {
    let (delivered, read, _) = try record(NoteState(), historyCapacity: 8) { tracker in
      tracker.set(\.title, to: "A")
      tracker.update {
        $0.body = "B"
        $0.tags = ["t"]
      }
      tracker.undo()
      tracker.undo()
      tracker.redo()
      tracker.set(\.title, to: "C")
    }
    #expect(read == delivered)
    #expect(read.count == 8)
  }

  @Test func aRowEditHoldsTheRowNotTheArray() throws {
    let (delivered, read, lines) = try record(ChecklistState.numbered(1_000)) { tracker in
      tracker.edit(\.items) { $0[500].isDone = true }
      tracker.edit(\.items) { $0[7].title = "seven" }
    }
    #expect(read == delivered)
    #expect(read.last?.snapshot.items[7].title == "seven")
    #expect(
      lines[1].contains(
        #""rowChanges":[{"intID":7,"kind":"updated","offset":7}],"#
          + #""rowValues":{"items":[{"id":7,"isDone":false,"title":"seven"}]}"#))
    #expect(lines[1].utf8.count < 300)
    #expect(lines[0].utf8.count > 30_000)
  }

  @Test func insertionsRemovalsAndMovesInOneEditReadBack() throws {
    let (delivered, read, lines) = try record(ChecklistState.numbered(6)) { tracker in
      tracker.set(\.title, to: "Start")
      try tracker.edit(\.items) { rows in
        rows.append(ChecklistItem(id: 10, title: "ten"))
        try rows.insert(ChecklistItem(id: 11, title: "eleven"), at: 0)
        rows[3].isDone = true
        try rows.move(from: 0, to: 5)
        _ = try rows.remove(at: 1)
        try rows.insert(ChecklistItem(id: 12, title: "twelve"), at: 2)
        _ = try rows.remove(at: 2)
      }
      tracker.edit(\.labels) { $0.append("home") }
      tracker.edit(\.labels) { $0.replaceAll(with: (0..<100).map { "label \($0)" }) }
    }
    #expect(read == delivered)
    #expect(read.last?.snapshot.labels.count == 100)
    #expect(lines.dropFirst().allSatisfy { !$0.contains("snapshot") })
  }

  @Test func aWholeStateIsWrittenAgainOnceTheChangesOutgrowIt() throws {
    let (delivered, read, lines) = try record(ChecklistState.numbered(100)) { tracker in
      for index in 0..<2_000 {
        tracker.edit(\.items) { $0[index % 100].isDone.toggle() }
      }
    }
    #expect(read == delivered)
    let wholeLines = lines.indices.filter { lines[$0].contains(#""snapshot":"#) }
    #expect(wholeLines.count > 1)
    #expect(wholeLines.first == 0)
  }

  @Test func anOptionalLeftOutWhileNilStillLetsLinesHoldChanges() throws {
    let (delivered, read, lines) = try record(DraftState()) { tracker in
      tracker.set(\.subject, to: "Hello")
      tracker.set(\.replyTo, to: 4)
      tracker.set(\.replyTo, to: nil)
    }
    #expect(read == delivered)
    #expect(lines[1].contains(#""values":{"replyTo":4}"#))
    #expect(lines[2].contains(#""values":{"replyTo":null}"#))
  }

  @Test func aStateEncodedUnderOtherNamesIsWrittenWholeOnEveryLine() throws {
    let (delivered, read, lines) = try record(RenamedKeysState()) { tracker in
      tracker.set(\.subject, to: "Hello")
      tracker.set(\.count, to: 2)
    }
    #expect(read == delivered)
    #expect(lines.allSatisfy { $0.contains(#""snapshot":{"count":"#) && $0.contains(#""title":"#) })
  }

  @Test func aChangeOfAnEmbeddedStateWritesTheEmbeddingPropertys() throws {
    let (delivered, read, lines) = try record(InboxState()) { tracker in
      let draft = try tracker.scope(\.draft)
      tracker.set(\.unread, to: 3)
      draft.set(\.subject, to: "Re: lunch")
      draft.update {
        $0.subject = "Re: dinner"
        $0.replyTo = 8
      }
    }
    #expect(read == delivered)
    #expect(read.last?.snapshot.draft == DraftState(subject: "Re: dinner", replyTo: 8))
    #expect(lines[1].contains(#""values":{"draft":{"subject":"Re: lunch"}}"#))
  }

  @Test func aRecordingOfAViewReadsBack() throws {
    let folder = try TemporaryFolder()
    let url = folder.url("draft.jsonl")
    let inbox = StateTracker(InboxState())
    let draft = try inbox.scope(\.draft)
    let log = RecordLog(draft)
    let recording = try draft.record(to: url)
    draft.set(\.subject, to: "Hello")
    inbox.update {
      $0.draft.subject = "Hi"
      $0.draft.replyTo = 2
    }
    draft.set(\.replyTo, to: nil)
    try recording.stop()
    #expect(try RecordedSession<DraftState>(contentsOf: url).records == log.records)
  }

  @Test func aFileCutAfterAnyLineReadsBackEachRecordItHolds() throws {
    let (delivered, _, lines) = try record(ChecklistState.numbered(3)) { tracker in
      tracker.set(\.title, to: "A")
      tracker.update {
        $0.title = "B"
        $0.items[1].isDone = true
        $0.labels = ["x"]
      }
      tracker.edit(\.items) { $0[2].title = "two" }
    }
    let header =
      #"{"format":"ChangeTracking.SessionRecording","version":2,"#
      + #""stateType":"ChangeTrackingTests.ChecklistState"}"#
    for count in 1...lines.count {
      let cut = ([header] + lines.prefix(count)).joined(separator: "\n") + "\n"
      let session = try RecordedSession<ChecklistState>(jsonLines: Array(cut.utf8))
      #expect(session.records == Array(delivered.prefix(count)))
    }
  }

  @Test func aVersion1RecordingStillReads() throws {
    let file = """
      {"format":"ChangeTracking.SessionRecording","version":1,"stateType":"ChangeTrackingTests.NoteState"}
      {"sequence":1,"change":"title","snapshot":{"title":"A","body":"","tags":[],"cachedWordCount":0},"time":1795555845.5}
      {"sequence":2,"change":"body","snapshot":{"title":"A","body":"B","tags":[],"cachedWordCount":3},"time":1795555846.25}

      """
    let session = try RecordedSession<NoteState>(jsonLines: Array(file.utf8))
    #expect(
      session.records == [
        ChangeRecord(change: .title, snapshot: NoteState(title: "A"), sequence: 1),
        ChangeRecord(
          change: .body, snapshot: NoteState(title: "A", body: "B", cachedWordCount: 3),
          sequence: 2),
      ])
    #expect(session.times.last == Date(timeIntervalSince1970: 1_795_555_846.25))
  }

  @Test func aLineOfChangesWithoutAWholeStateBeforeItIsNamed() {
    let file = """
      {"format":"ChangeTracking.SessionRecording","version":2,"stateType":"ChangeTrackingTests.NoteState"}
      {"sequence":1,"change":"title","values":{"title":"A"},"time":1795555845.5}

      """
    #expect {
      try RecordedSession<NoteState>(jsonLines: Array(file.utf8))
    } throws: { error in
      guard case .invalidValue(line: 2, path: "snapshot", _) = error as? SessionRecordingError
      else { return false }
      return true
    }
  }

  @Test func rowValuesThatDoNotFitTheirRowChangesAreAnInvalidValue() {
    let file = """
      {"format":"ChangeTracking.SessionRecording","version":2,"stateType":"ChangeTrackingTests.ChecklistState"}
      {"sequence":1,"change":"title","snapshot":{"items":[],"labels":[],"title":""},"time":1}
      {"sequence":2,"change":"labels","rowChanges":[{"kind":"updated","offset":4}],"rowValues":{"labels":["x"]},"time":2}

      """
    #expect {
      try RecordedSession<ChecklistState>(jsonLines: Array(file.utf8))
    } throws: { error in
      guard case .invalidValue(line: 3, path: let path, _) = error as? SessionRecordingError
      else { return false }
      return path.hasPrefix("rowValues.labels")
    }
  }
}
