import ChangeTracking
import Foundation
import TestSupport
import Testing

@testable import ChangeTrackingTesting

@Suite @MainActor struct FailureReporterTests {
  @Test func swiftTestingTestsReportThroughIssues() {
    #expect(FailureReporter.destination == .swiftTesting)
  }

  @Test func failureIsAttributedToTheLineOfTheAssertion() async {
    let loader = AccountLoader()
    let expectedLine = #line + 5
    await withKnownIssue {
      await assertChanges(of: loader.tracker) { changes in
        loader.tracker.set(\.name, to: "Ada")
        loader.tracker.set(\.email, to: "ada@example.com")
        changes.expect(.email)
        changes.skipReceivedRecords()
      }
    } matching: { issue in
      issue.sourceLocation?.line == expectedLine && issue.sourceLocation?.fileID == #fileID
    }
  }

  @Test func unassertedRecordsAreAttributedToTheAssertionScope() async {
    let loader = AccountLoader()
    let expectedLine = #line + 2
    await withKnownIssue {
      await assertChanges(of: loader.tracker) { _ in
        loader.tracker.set(\.name, to: "Ada")
      }
    } matching: { issue in
      issue.sourceLocation?.line == expectedLine
    }
  }

  @Test func everyPublicAssertionPassesItsCallSiteOn() async throws {
    // The change log is looked for in a folder of this test's own, in the mode that never
    // writes: a missing log fails there, whoever runs the test and whatever they may write.
    let folder = try TemporaryFolder()
    let file = ChangeLogFile(testFilePath: folder.appending("F.swift"), name: "log")
    let loader = AccountLoader()
    let recorder = ChangeRecorder(loader.tracker)
    loader.tracker.set(\.name, to: "Ada")
    let reports = await reports {
      assertNoDifference(1, 2, line: 10, column: 1)
      await assertChanges(of: loader.tracker, line: 20, column: 2) { changes in
        changes.expect(.tags, line: 21, column: 3)
        loader.tracker.set(\.email, to: "ada@example.com")
        loader.tracker.set(\.tags, to: ["math"])
        await changes.receive(.tags, timeout: .zero, line: 22, column: 4)
      }
      await given(loader.tracker).when {}.then(.change(.loads), timeout: .zero, line: 30, column: 5)
      checkChangeLog(
        of: recorder, in: file, mode: .verify,
        at: CallSite(fileID: "M/F.swift", filePath: "/F.swift", line: 40, column: 6))
    }
    #expect(!FileManager.default.fileExists(atPath: file.path))
    #expect(
      reports.map { "\($0.callSite.line):\($0.callSite.column)" } == [
        "10:1", "21:3", "22:4", "20:2", "30:5", "40:6",
      ])
  }
}
