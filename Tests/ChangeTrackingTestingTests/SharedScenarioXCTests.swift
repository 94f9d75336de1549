import XCTest

@testable import ChangeTrackingTesting

/// The shared scenarios under XCTest: the passing ones pass, and the failing ones report the
/// same messages, read through the reporter override since `XCTExpectFailure` is not available
/// on Linux.
final class SharedScenarioXCTests: XCTestCase {
  func testXCTestTestsReportThroughXCTFail() {
    XCTAssertEqual(FailureReporter.destination, .xcTest)
  }

  // The passing scenarios run without the override: a failure would reach XCTFail and fail
  // the test.

  @MainActor func testRenameAssertedStepByStep() async {
    await SharedScenarios.renameAssertedStepByStep()
  }

  @MainActor func testLoadReceivedStepByStep() async {
    await SharedScenarios.loadReceivedStepByStep()
  }

  @MainActor func testLoadAsAScenario() async {
    await SharedScenarios.loadAsAScenario()
  }

  @MainActor func testWrongChange() async {
    let reports = await reports { await SharedScenarios.wrongChange() }
    XCTAssertEqual(reports.map(\.message), [SharedScenarios.wrongChangeMessage])
  }

  @MainActor func testWrongSnapshot() async {
    let reports = await reports { await SharedScenarios.wrongSnapshot() }
    XCTAssertEqual(reports.map(\.message), [SharedScenarios.wrongSnapshotMessage])
  }

  @MainActor func testUnassertedRecords() async {
    let reports = await reports { await SharedScenarios.unassertedRecords() }
    XCTAssertEqual(reports.map(\.message), [SharedScenarios.unassertedRecordsMessage])
    XCTAssertEqual(reports.map(\.kind), [.failure])
  }

  @MainActor func testTimeout() async {
    let reports = await reports { await SharedScenarios.timeout() }
    XCTAssertEqual(reports.map(\.message), [SharedScenarios.timeoutMessage])
  }

  @MainActor func testTaskNotAwaited() async {
    let reports = await reports { await SharedScenarios.taskNotAwaited() }
    XCTAssertEqual(reports.map(\.message), [SharedScenarios.taskNotAwaitedMessage])
  }

  @MainActor func testStepsCutShort() async {
    let reports = await reports { await SharedScenarios.stepsCutShort() }
    XCTAssertEqual(reports.map(\.message), SharedScenarios.stepsCutShortMessages)
  }
}
