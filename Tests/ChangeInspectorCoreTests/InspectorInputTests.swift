import Foundation
import TestSupport
import Testing

@testable import ChangeInspectorCore

/// What the inspector says of a file it cannot show, or of a wrong command line: a message
/// that names the file and the line, and an exit status that is not 0.
@Suite struct InspectorInputTests {
  private func failure(_ name: String, _ text: String) throws -> (path: String, run: InspectorRun) {
    let files = try InspectorFiles()
    let path = try files.write(name, text)
    return (path, InspectorRun([path]))
  }

  @Test func aFileOfAnotherKindIsRefused() throws {
    let (path, run) = try failure("notes.txt", "shopping list\n")
    #expect(run.status == 1)
    #expect(run.output == [])
    #expect(
      run.errors == [
        "change-inspector: \(path):1: not a session recording, a saved history or a change log "
          + "of ChangeTracking"
      ])
    let (jsonPath, json) = try failure("other.json", #"{"name": "x"}"#)
    #expect(
      json.errors == [
        "change-inspector: \(jsonPath):1: not a session recording, a saved history or a change "
          + "log of ChangeTracking"
      ])
  }

  @Test func anEmptyFileIsRefused() throws {
    let (path, run) = try failure("empty.jsonl", "\n")
    #expect(run.status == 1)
    #expect(
      run.errors == [
        "change-inspector: \(path): the file is empty: not a session recording, a saved history "
          + "or a change log of ChangeTracking"
      ])
  }

  @Test func invalidJSONInARecordingNamesItsLineAndColumn() throws {
    let lines = InspectorFiles.recording.split(separator: "\n").map(String.init)
    let broken = [lines[0], lines[1], #"{"change": nope}"#, lines[3]].joined(separator: "\n")
    let (path, run) = try failure("session.jsonl", broken + "\n")
    #expect(run.status == 1)
    #expect(
      run.errors == [
        "change-inspector: \(path):3: invalid JSON at column 13: expected 'null'"
      ])
  }

  /// `Double` reads `01`, but the page's script would not: the number is refused where it
  /// starts, as JSON's other faults are.
  @Test func aNumberThatJSONDoesNotWriteNamesItsLineAndColumn() throws {
    let lines = InspectorFiles.recording.split(separator: "\n").map(String.init)
    let damaged = lines[1].replacingOccurrences(of: #""nextID":1"#, with: #""nextID":01"#)
    #expect(damaged != lines[1])
    let (path, run) = try failure("session.jsonl", lines[0] + "\n" + damaged + "\n")
    #expect(run.status == 1)
    #expect(
      run.errors == [
        "change-inspector: \(path):2: invalid JSON at column 64: '01' is not a JSON number"
      ])
  }

  /// ChangeTracking's reader refuses a blank line of a session recording too: every line after
  /// the header is one record.
  @Test func aBlankLineBetweenRecordsIsNamedAsEmpty() throws {
    let lines = InspectorFiles.recording.split(separator: "\n").map(String.init)
    let blank = [lines[0], lines[1], "", lines[2]].joined(separator: "\n") + "\n"
    for text in [blank, blank.replacingOccurrences(of: "\n", with: "\r\n")] {
      let (path, run) = try failure("session.jsonl", text)
      #expect(run.status == 1)
      #expect(
        run.errors == [
          "change-inspector: \(path):3: the line is empty: each line after the header holds one "
            + "record"
        ])
    }
  }

  @Test func blankLinesBeforeTheHeaderCountInTheLineNumbers() throws {
    let lines = InspectorFiles.recording.split(separator: "\n").map(String.init)
    let shifted = try failure("session.jsonl", "\n" + InspectorFiles.recording)
    #expect(shifted.run.status == 0)
    #expect(shifted.run.output.count == 4)
    #expect(shifted.run.errors == [])
    let broken = [lines[0], lines[1], #"{"change": nope}"#].joined(separator: "\n")
    let (path, run) = try failure("session.jsonl", "\n \n" + broken + "\n")
    #expect(
      run.errors == [
        "change-inspector: \(path):5: invalid JSON at column 13: expected 'null'"
      ])
    let future = InspectorFiles.recording.replacingOccurrences(
      of: #""version":1"#, with: #""version":3"#)
    let (futurePath, futureRun) = try failure("session.jsonl", "\n" + future)
    #expect(
      futureRun.errors == [
        "change-inspector: \(futurePath):2: the session recording has format version 3; "
          + "this inspector reads versions 1 and 2"
      ])
  }

  @Test func aRecordWithoutItsFieldsNamesItsLine() throws {
    let lines = InspectorFiles.recording.split(separator: "\n").map(String.init)
    let (path, run) = try failure("session.jsonl", lines[0] + "\n" + #"{"change":"title"}"# + "\n")
    #expect(
      run.errors == [
        "change-inspector: \(path):2: the record needs a whole-number 'sequence', a 'change' and "
          + "a 'snapshot'"
      ])
  }

  /// A damaged digit can make a time no time of day (`1795555845e250`): the line is named, and
  /// nothing stops the program.
  @Test func aTimeThatIsNoTimeOfDayNamesItsLine() throws {
    let lines = InspectorFiles.recording.split(separator: "\n").map(String.init)
    let damaged = lines[1].replacingOccurrences(
      of: #""time":1795555845.25"#, with: #""time":1795555845e250"#)
    #expect(damaged != lines[1])
    let (path, run) = try failure("session.jsonl", lines[0] + "\n" + damaged + "\n")
    #expect(run.status == 1)
    #expect(
      run.errors == [
        "change-inspector: \(path):2: the record has a 'time' that is no time of day: 1.795555845e+259"
      ])
  }

  @Test func aCutLastLineIsLeftOutWithAWarning() throws {
    let text = InspectorFiles.recording
    let cut = String(text.dropLast(40))
    let (path, run) = try failure("session.jsonl", cut)
    #expect(run.status == 0)
    #expect(run.output.count == 3)
    #expect(
      run.errors == [
        "\(path):4: warning: the last line is cut off (the program stopped while writing it); "
          + "it is left out"
      ])
  }

  @Test func aTruncatedSavedHistoryNamesTheLineItEndsOn() throws {
    let (path, run) = try failure(
      "history.json", "{\n  \"format\" : \"ChangeTracking.SavedHistory\",\n  \"records\" : [\n")
    #expect(run.status == 1)
    #expect(
      run.errors == [
        "change-inspector: \(path):4: invalid JSON at column 1: the JSON ends early: the file is "
          + "truncated"
      ])
  }

  @Test func anUnknownVersionIsNamedWithItsLine() throws {
    let (path, run) = try failure(
      "history.json",
      "{\n  \"format\" : \"ChangeTracking.SavedHistory\",\n  \"records\" : [],\n"
        + "  \"version\" : 3\n}\n")
    #expect(
      run.errors == [
        "change-inspector: \(path):4: the saved history has format version 3; this inspector "
          + "reads versions 1 and 2"
      ])
    let future = InspectorFiles.recording.replacingOccurrences(
      of: #""version":1"#, with: #""version":3"#)
    let (recordingPath, recording) = try failure("session.jsonl", future)
    #expect(
      recording.errors == [
        "change-inspector: \(recordingPath):1: the session recording has format version 3; "
          + "this inspector reads versions 1 and 2"
      ])
  }

  @Test func aBadChangeLogLineIsNamed() throws {
    let (path, run) = try failure("log.txt", "#1 .title = \"a\"\n#two .title\n")
    #expect(
      run.errors == [
        "change-inspector: \(path):2: a change log line is '#<sequence> <change>' or "
          + "'#<sequence> <change> = <value>'"
      ])
  }

  @Test func aMissingFileOrAFolderIsNamed() throws {
    let files = try InspectorFiles()
    let missing = files.folder.appending("absent.jsonl")
    #expect(InspectorRun([missing]).errors == ["change-inspector: \(missing): no such file"])
    #expect(
      InspectorRun([files.folder.path]).errors == [
        "change-inspector: \(files.folder.path): it is a directory"
      ])
  }

  @Test func aWrongCommandLineSaysWhatIsWrong() {
    let missingValue = InspectorRun(["file.jsonl", "--from"])
    #expect(missingValue.status == 64)
    #expect(
      missingValue.errors.first?.hasPrefix("change-inspector: --from needs a value\n") == true)
    #expect(
      InspectorRun(["file.jsonl", "--to", "x"]).errors.first?
        .hasPrefix("change-inspector: --to needs a whole number, not 'x'\n") == true)
    #expect(
      InspectorRun(["--color"]).errors.first?
        .hasPrefix("change-inspector: unknown option '--color'\n") == true)
    #expect(
      InspectorRun([]).errors.first?.hasPrefix("change-inspector: which file? Give its path\n")
        == true)
    #expect(InspectorRun(["--help"]).output == [InspectorOptions.usage])
  }

  /// Of format versions 1 and 2.
  @Test(arguments: [InspectorFiles.recording, RecordingVersionTwoTests.changes])
  func randomlyDamagedFilesGiveAMessageOrATimelineNeverACrash(recording: String) throws {
    let files = try InspectorFiles()
    let original = Array(recording.utf8)
    // The damage is a function of the attempt, so that a failing attempt replays: one to four
    // bytes, spread over the file by large primes, each given a value that varies with both.
    for attempt in 0..<300 {
      var bytes = original
      for damage in 0...(attempt % 4) {
        let position = (attempt &* 7_919 &+ damage &* 104_729) % bytes.count
        bytes[position] = UInt8(truncatingIfNeeded: attempt &* 31 &+ damage &* 97 &+ 1)
      }
      let path = files.folder.appending("damaged-\(attempt).jsonl")
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      let run = InspectorRun([path, "--diff"])
      #expect(
        run.status == 0 || (run.status == 1 && run.errors.count == 1), "attempt \(attempt)")
      if run.status == 1 {
        #expect(run.errors[0].hasPrefix("change-inspector: \(path)"), "attempt \(attempt)")
      }
    }
  }
}
