import ChangeTracking
import Foundation
import Testing

@Suite struct SavedHistoryTests {
  /// A tracker with two steps, one undone, and the records it delivered.
  private func session() -> (StateTracker<NoteState>, [ChangeRecord<NoteState>]) {
    let tracker = StateTracker(NoteState(), historyCapacity: 10)
    let log = RecordLog(tracker)
    tracker.set(\.title, to: "T")
    tracker.update {
      $0.body = "B"
      $0.tags = ["x"]
    }
    tracker.undo()
    return (tracker, log.records)
  }

  private func text(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self)
  }

  @Test func savedHistoryRoundTripsThroughJSON() throws {
    let (tracker, records) = session()
    let saved = tracker.savedHistory(records: records)
    let read = try SavedHistory<NoteState>(json: saved.json())
    #expect(read == saved)
    #expect(read.records == records)
    #expect(read.snapshots.count == 3)
    #expect(read.currentIndex == 1)
  }

  @Test func restoredHistoryUndoesAndRedoesLikeTheOriginal() throws {
    let (tracker, _) = session()
    let bytes = try tracker.savedHistory().json()
    let restored = StateTracker(NoteState(), historyCapacity: 10)
    let log = RecordLog(restored)
    try restored.restoreHistory(SavedHistory(json: bytes))
    #expect(restored.state == tracker.state)
    #expect(log.changes == [.title])
    #expect(restored.canUndo && restored.canRedo)
    restored.redo()
    #expect(restored.state == NoteState(title: "T", body: "B", tags: ["x"]))
    restored.undo()
    restored.undo()
    #expect(restored.state == NoteState())
  }

  @Test func restoringIntoASmallerHistoryDropsTheOldestThenTheNewestSnapshots() throws {
    let tracker = StateTracker(NoteState(), historyCapacity: 10)
    for title in ["1", "2", "3", "4"] {
      tracker.set(\.title, to: title)
    }
    tracker.undo()
    tracker.undo()
    let small = StateTracker(NoteState(), historyCapacity: 1)
    try small.restoreHistory(tracker.savedHistory())
    #expect(small.title == "2")
    #expect(!small.canUndo)
    small.redo()
    #expect(small.title == "3")
    #expect(!small.canRedo)
  }

  @Test func restoringMakesEarlierCheckpointsUnknown() throws {
    let (tracker, _) = session()
    let mark = tracker.checkpoint()
    try tracker.restoreHistory(tracker.savedHistory())
    #expect(throws: HistoryError.unknownCheckpoint) {
      try tracker.rollback(to: mark)
    }
  }

  @Test func restoringWithHistoryOffRestoresTheStateOnly() throws {
    let (tracker, _) = session()
    let off = StateTracker(NoteState())
    try off.restoreHistory(tracker.savedHistory())
    #expect(off.state == tracker.state)
    #expect(!off.canUndo)
  }

  @Test func restoringInsideATransactionThrowsAndChangesNothing() throws {
    let (tracker, _) = session()
    let saved = tracker.savedHistory()
    let other = StateTracker(NoteState(title: "other"), historyCapacity: 3)
    other.transaction {
      #expect(throws: HistoryError.transactionInProgress) {
        try other.restoreHistory(saved)
      }
    }
    #expect(other.state == NoteState(title: "other"))
  }

  @Test func truncatedFileThrowsTruncated() throws {
    let (tracker, records) = session()
    let bytes = try tracker.savedHistory(records: records).json()
    let cut = Array(bytes.prefix(bytes.count / 2))
    #expect(throws: SavedHistoryError.truncated(byteCount: cut.count)) {
      try SavedHistory<NoteState>(json: cut)
    }
    #expect(throws: SavedHistoryError.truncated(byteCount: 0)) {
      try SavedHistory<NoteState>(json: [])
    }
  }

  @Test func corruptFileThrowsCorrupt() {
    #expect {
      try SavedHistory<NoteState>(json: Array("{\"format\": nope}".utf8))
    } throws: { error in
      guard case .corrupt = error as? SavedHistoryError else { return false }
      return true
    }
  }

  @Test func otherJSONIsNotASavedHistory() {
    #expect(throws: SavedHistoryError.notASavedHistory) {
      try SavedHistory<NoteState>(json: Array("[1, 2]".utf8))
    }
    #expect(throws: SavedHistoryError.notASavedHistory) {
      try SavedHistory<NoteState>(json: Array("{\"title\": \"x\"}".utf8))
    }
  }

  @Test func fileOfAnotherStateTypeIsRefusedByName() throws {
    let (tracker, _) = session()
    let bytes = try tracker.savedHistory().json()
    let other = text(bytes).replacingOccurrences(of: "NoteState", with: "OtherState")
    #expect(
      throws: SavedHistoryError.stateTypeMismatch(
        expected: "ChangeTrackingTests.NoteState",
        found: "ChangeTrackingTests.OtherState"
      )
    ) {
      try SavedHistory<NoteState>(json: Array(other.utf8))
    }
  }

  @Test func unknownChangeNamesItsRecord() throws {
    let (tracker, records) = session()
    let bytes = try tracker.savedHistory(records: records).json()
    let renamed = text(bytes).replacingOccurrences(
      of: "\"change\" : \"body\"", with: "\"change\" : \"text\"")
    #expect(renamed != text(bytes))
    #expect {
      try SavedHistory<NoteState>(json: Array(renamed.utf8))
    } throws: { error in
      guard case .unknownChange(record: 1, _) = error as? SavedHistoryError else { return false }
      return true
    }
  }

  @Test func invalidValueNamesItsPath() throws {
    let (tracker, _) = session()
    let bytes = try tracker.savedHistory().json()
    let broken = text(bytes).replacingOccurrences(of: "\"title\" : \"T\"", with: "\"title\" : 5")
    #expect {
      try SavedHistory<NoteState>(json: Array(broken.utf8))
    } throws: { error in
      guard case .invalidValue(let path, _) = error as? SavedHistoryError else { return false }
      return path == "history.snapshots[1].title"
    }
  }

  @Test func currentIndexOutsideTheSnapshotsIsInconsistent() throws {
    let (tracker, _) = session()
    let bytes = try tracker.savedHistory().json()
    let broken = text(bytes).replacingOccurrences(of: "\"current\" : 1", with: "\"current\" : 7")
    #expect(
      throws: SavedHistoryError.inconsistent(
        detail: "the current index 7 is outside the 3 snapshots")
    ) {
      try SavedHistory<NoteState>(json: Array(broken.utf8))
    }
  }

  @Test func unsupportedVersionIsNamed() throws {
    let (tracker, _) = session()
    let bytes = try tracker.savedHistory().json()
    let future = text(bytes).replacingOccurrences(of: "\"version\" : 2", with: "\"version\" : 3")
    #expect(throws: SavedHistoryError.unsupportedVersion(3)) {
      try SavedHistory<NoteState>(json: Array(future.utf8))
    }
  }

  @Test func errorDescriptionsSayWhatIsWrong() {
    #expect(
      SavedHistoryError.stateTypeMismatch(expected: "A", found: "B").description
        == "the saved history holds states of type B, not A")
    #expect(SavedHistoryError.truncated(byteCount: 12).description.contains("truncated"))
    #expect(
      SavedHistoryError.unsupportedVersion(3).description
        == "the saved history has format version 3; this library reads versions 1 and 2")
  }
}
