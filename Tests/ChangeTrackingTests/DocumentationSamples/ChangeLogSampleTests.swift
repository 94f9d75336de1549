import ArticleSampleChecks
import ChangeTracking
import Testing

// The sample of StateTracker.logChanges' documentation comment, word for word, so that it
// compiles.

@MainActor
@Suite struct ChangeLogSampleTests {
  /// What the sample calls `viewModel`.
  private final class ChecklistViewModel {
    let tracker = StateTracker(ChecklistState())
  }

  @Test func everySwiftSampleIsMirroredHere() throws {
    try ArticleSamples.expectEachDocumentationSample(
      of: "Sources/ChangeTracking/ChangeLog/StateTracker+ChangeLog.swift", in: #filePath)
  }

  @Test func sampleKeepsTheLogUntilItsTokenIsCancelled() {
    let viewModel = ChecklistViewModel()
    let log = viewModel.tracker.logChanges()
    #expect(viewModel.tracker.observerCount == 1)
    log.cancel()
    #expect(viewModel.tracker.observerCount == 0)
  }
}
