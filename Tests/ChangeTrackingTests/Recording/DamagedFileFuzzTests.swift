import ChangeTracking
import Foundation
import TestSupport
import Testing

/// Saved histories and session recordings damaged at random, from a seed: reading one never
/// stops the program, and gives either a typed error or records that were written.
@Suite struct DamagedFileFuzzTests {
  /// A session of 20 writes to a checklist, row edits included, and what it delivered.
  private func session() throws -> (
    tracker: StateTracker<ChecklistState>, records: [ChangeRecord<ChecklistState>],
    recording: [UInt8]
  ) {
    let folder = try TemporaryFolder()
    let url = folder.url("checklist.jsonl")
    let tracker = StateTracker(ChecklistState.numbered(3), historyCapacity: 30)
    let log = RecordLog(tracker)
    let recording = try tracker.record(to: url)
    for step in 0..<20 {
      switch step % 4 {
      case 0: tracker.set(\.title, to: "title \(step)")
      case 1: tracker.edit(\.items) { $0.append(ChecklistItem(id: 100 + step, title: "new")) }
      case 2: tracker.edit(\.items) { $0[0].isDone.toggle() }
      default: tracker.edit(\.labels) { $0.append("label \(step)") }
      }
    }
    try recording.stop()
    return (tracker, log.records, Array(try Data(contentsOf: url)))
  }

  /// `bytes` with a few bytes replaced, removed or inserted at random places.
  private func damaged(_ bytes: [UInt8], using random: inout SplitMix64) -> [UInt8] {
    var bytes = bytes
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      let position = Int.random(in: 0..<bytes.count, using: &random)
      let byte = UInt8.random(in: 0...255, using: &random)
      switch Int.random(in: 0..<3, using: &random) {
      case 0: bytes[position] = byte
      case 1: bytes.remove(at: position)
      default: bytes.insert(byte, at: position)
      }
    }
    return bytes
  }

  @Test func aRecordingCutAnywhereReadsTheRecordsBeforeTheCut() throws {
    let (_, records, bytes) = try session()
    let lineEnds = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }
    for end in 0...bytes.count {
      // The lines the cut leaves whole, the header included, and whether a part of the next
      // one is left after them.
      let ended = lineEnds.filter { $0 < end }.count
      let endsBeforeALineBreak = lineEnds.contains(end)
      let wholeLines = ended + (endsBeforeALineBreak ? 1 : 0)
      let lineStart = ended == 0 ? 0 : lineEnds[ended - 1] + 1
      let partLeft = !endsBeforeALineBreak && end > lineStart
      guard wholeLines > 0 else {
        #expect(throws: SessionRecordingError.truncated, "cut at \(end)") {
          try RecordedSession<ChecklistState>(jsonLines: bytes[..<end])
        }
        continue
      }
      let session = try RecordedSession<ChecklistState>(jsonLines: bytes[..<end])
      #expect(session.records == Array(records.prefix(wholeLines - 1)), "cut at \(end)")
      #expect(session.cutOffLine == (partLeft ? wholeLines + 1 : nil), "cut at \(end)")
    }
  }

  @Test func aRecordingDamagedAtRandomGivesATypedErrorOrWrittenRecords() throws {
    let (_, records, bytes) = try session()
    var read = 0
    var refused = 0
    for seed: UInt64 in 1...300 {
      var random = SplitMix64(seed: seed)
      let input = damaged(bytes, using: &random)
      do {
        let session = try RecordedSession<ChecklistState>(jsonLines: input)
        #expect(session.records.count <= records.count, "seed \(seed)")
        read += 1
      } catch {
        #expect(!error.description.isEmpty, "seed \(seed)")
        refused += 1
      }
    }
    // Both outcomes are exercised: the damage neither always breaks the file nor never does.
    #expect(read > 0 && refused > 0, "\(read) read, \(refused) refused")
  }

  @Test func aSavedHistoryDamagedAtRandomGivesATypedErrorOrItsRecords() throws {
    let (tracker, records, _) = try session()
    let bytes = try tracker.savedHistory(records: records).json()
    var read = 0
    var refused = 0
    for seed: UInt64 in 1...300 {
      var random = SplitMix64(seed: seed)
      let input = damaged(bytes, using: &random)
      do {
        let saved = try SavedHistory<ChecklistState>(json: input)
        #expect(saved.records.count == records.count, "seed \(seed)")
        read += 1
      } catch {
        #expect(!error.description.isEmpty, "seed \(seed)")
        refused += 1
      }
    }
    #expect(read > 0 && refused > 0, "\(read) read, \(refused) refused")
  }
}
