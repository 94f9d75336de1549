import XCTest

@testable import ChangeTrackingTesting

/// The shared scenarios under XCTest: the passing ones pass, and the failing ones report the
/// same messages, read through the reporter override since `XCTExpectFailure` is not available
/// on every platform.
final class SharedScenarioXCTests: XCTestCase {
  func testXCTestTestsReportThroughXCTFail() {
    XCTAssertEqual(FailureReporter.destination, .xcTest)
  }

  @MainActor func testPassingScenariosPass() async {
    let reports = await reports {
      await SharedScenarios.renameAssertedStepByStep()
      await SharedScenarios.loadReceivedStepByStep()
      await SharedScenarios.loadAsAScenario()
    }
    XCTAssertEqual(reports.map(\.message), [])
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
}
