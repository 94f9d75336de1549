import ChangeTracking
import Foundation
import TestSupport
import Testing

@testable import ChangeTrackingTesting

@Suite @MainActor struct ChangeLogTests {
  private let log = """
    #1 .loads = 1
    #2 .name = "Ada"
    #3 .email = "ada@example.com"
    #4 .loads = 0
    """

  @Test func matchesTheLogCommittedNextToThisFile() async throws {
    let loader = AccountLoader()
    let recorder = ChangeRecorder(loader.tracker)
    let task = loader.load()
    loader.gate.open(with: ("Ada", "ada@example.com"))
    await task.value
    assertChangeLog(of: recorder)
    let file = ChangeLogFile(testFilePath: #filePath, name: #function)
    #expect(
      file.shownPath == "__ChangeLogs__/ChangeLogTests/matchesTheLogCommittedNextToThisFile.txt")
    #expect(try String(contentsOfFile: file.path, encoding: .utf8) == log + "\n")
  }

  @Test func firstRunWritesTheLogAndCreatesTheFolder() throws {
    let folder = try TemporaryFolder()
    let file = ChangeLogFile(testFilePath: folder.appending("ProfileTests.swift"), name: "load()")
    #expect(
      file.check(log, mode: .compare)
        == .recorded(
          "Recorded a new change log at __ChangeLogs__/ProfileTests/load.txt."))
    let written = try String(contentsOfFile: file.path, encoding: .utf8)
    #expect(written == log + "\n")
    #expect(file.check(log, mode: .compare) == .matched)
  }

  @Test func mismatchShowsOnlyTheLinesThatDiffer() throws {
    let folder = try TemporaryFolder()
    let file = ChangeLogFile(testFilePath: folder.appending("ProfileTests.swift"), name: "load")
    _ = file.check(log, mode: .compare)
    let changed = log.replacing(#"#2 .name = "Ada""#, with: #"#2 .name = "Ada Lovelace""#)
    #expect(
      file.check(changed, mode: .compare)
        == .failed(
          """
          The change log differs from __ChangeLogs__/ProfileTests/load.txt (- file, + recorded); \
          set CHANGE_TRACKING_RECORD=1 to record it again:
            … 1 unchanged line
          - #2 .name = "Ada"
          + #2 .name = "Ada Lovelace"
            … 2 unchanged lines
          """))
  }

  @Test func recordModeWritesTheLogAgain() throws {
    let folder = try TemporaryFolder()
    let file = ChangeLogFile(testFilePath: folder.appending("ProfileTests.swift"), name: "load")
    _ = file.check("#1 .loads = 1", mode: .compare)
    #expect(
      file.check(log, mode: .record)
        == .recorded(
          "Recorded the change log again at __ChangeLogs__/ProfileTests/load.txt."))
    #expect(file.check(log, mode: .compare) == .matched)
  }

  @Test func environmentVariableAsksForRecording() {
    #expect(ChangeLogFile.mode(in: ["CHANGE_TRACKING_RECORD": "1"]) == .record)
    #expect(ChangeLogFile.mode(in: ["CHANGE_TRACKING_RECORD": "true"]) == .record)
    #expect(ChangeLogFile.mode(in: ["CHANGE_TRACKING_RECORD": "0"]) == .compare)
    #expect(ChangeLogFile.mode(in: [:]) == .compare)
    #expect(ChangeLogFile.mode(in: ["CI": "true"]) == .verify)
    #expect(ChangeLogFile.mode(in: ["CI": "true", "CHANGE_TRACKING_RECORD": "1"]) == .record)
  }

  @Test func onCIAMissingLogFailsInsteadOfBeingWritten() throws {
    let folder = try TemporaryFolder()
    let file = ChangeLogFile(testFilePath: folder.appending("ProfileTests.swift"), name: "load")
    #expect(
      file.check(log, mode: .verify)
        == .failed(
          "There is no change log at __ChangeLogs__/ProfileTests/load.txt to compare with. "
            + "Run the test once without CI set to record it, and commit it."))
    #expect(!FileManager.default.fileExists(atPath: file.path))
    _ = file.check(log, mode: .compare)
    #expect(file.check(log, mode: .verify) == .matched)
  }

  @Test func unreadableLogIsAFailureAndIsLeftAlone() throws {
    let folder = try TemporaryFolder()
    let file = ChangeLogFile(testFilePath: folder.appending("ProfileTests.swift"), name: "load")
    try FileManager.default.createDirectory(atPath: file.path, withIntermediateDirectories: true)
    #expect(
      file.check(log, mode: .compare)
        == .failed(
          "Could not read the change log __ChangeLogs__/ProfileTests/load.txt: it is a directory."))
    #expect(
      file.check(log, mode: .record)
        == .failed(
          "Could not read the change log __ChangeLogs__/ProfileTests/load.txt: it is a directory."))
  }

  @Test func logThatIsNotTextIsAFailure() throws {
    let folder = try TemporaryFolder()
    let file = ChangeLogFile(testFilePath: folder.appending("ProfileTests.swift"), name: "load")
    _ = file.check(log, mode: .compare)
    try Data([0xFF, 0xFE, 0x00, 0xC0]).write(to: URL(fileURLWithPath: file.path))
    #expect(
      file.check(log, mode: .compare)
        == .failed(
          "Could not read the change log __ChangeLogs__/ProfileTests/load.txt: "
            + "it is not UTF-8 text."
        ))
  }

  @Test func logNameBecomesAFileName() {
    #expect(ChangeLogFile.fileName(for: "fetchUser()") == "fetchUser")
    #expect(ChangeLogFile.fileName(for: "load(user:)") == "load-user--")
    #expect(ChangeLogFile.fileName(for: "sign in / out") == "sign-in---out")
  }

  /// A call site for checks made without a public assertion.
  private func site(line: UInt = #line) -> CallSite {
    CallSite(fileID: #fileID, filePath: #filePath, line: line, column: 1)
  }

  @Test func checkFailsOnAMismatch() async throws {
    let folder = try TemporaryFolder()
    let file = ChangeLogFile(testFilePath: folder.appending("ProfileTests.swift"), name: "load")
    _ = file.check("#1 .loads = 2", mode: .compare)
    let loader = AccountLoader()
    let recorder = ChangeRecorder(loader.tracker)
    loader.tracker.set(\.loads, to: 1)
    let reports = await reports {
      checkChangeLog(of: recorder, in: file, mode: .compare, at: site())
    }
    #expect(
      reports.map(\.message) == [
        """
        The change log differs from __ChangeLogs__/ProfileTests/load.txt (- file, + recorded); \
        set CHANGE_TRACKING_RECORD=1 to record it again:
        - #1 .loads = 2
        + #1 .loads = 1
        """
      ])
  }
}
