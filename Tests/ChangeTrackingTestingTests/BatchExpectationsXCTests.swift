import XCTest

@testable import ChangeTrackingTesting

/// A batch's records asserted as one step, under XCTest: the passing scenarios pass without the
/// reporter override (a failure would reach XCTFail), and the failing ones report the same
/// messages as under Swift Testing.
final class BatchExpectationsXCTests: XCTestCase {
  @MainActor func testBatchAssertedAsOneStep() async {
    await SharedScenarios.batchAssertedAsOneStep()
  }

  @MainActor func testBatchReceivedAsOneStep() async {
    await SharedScenarios.batchReceivedAsOneStep()
  }

  @MainActor func testBatchInAnotherOrder() async {
    let reports = await reports { await SharedScenarios.batchInAnotherOrder() }
    XCTAssertEqual(reports.map(\.message), [SharedScenarios.batchInAnotherOrderMessage])
    XCTAssertEqual(reports.map(\.kind), [.failure])
  }

  @MainActor func testSeparateWritesAsABatch() async {
    let reports = await reports { await SharedScenarios.separateWritesAsABatch() }
    XCTAssertEqual(reports.map(\.message), [SharedScenarios.separateWritesAsABatchMessage])
  }

  @MainActor func testSeparateWritesInAnotherOrderAsABatch() async {
    let reports = await reports { await SharedScenarios.separateWritesInAnotherOrderAsABatch() }
    XCTAssertEqual(reports.map(\.message), [SharedScenarios.separateWritesAsABatchMessage])
  }

  @MainActor func testBatchInAnotherOrderNonExhaustive() async {
    let reports = await reports { await SharedScenarios.batchInAnotherOrderNonExhaustive() }
    XCTAssertEqual(
      reports.map(\.message), [SharedScenarios.batchInAnotherOrderNonExhaustiveMessage])
  }

  @MainActor func testBatchOfNoChange() async {
    let reports = await reports { await SharedScenarios.batchOfNoChange() }
    XCTAssertEqual(reports.map(\.message), [SharedScenarios.batchOfNoChangeMessage])
  }
}
