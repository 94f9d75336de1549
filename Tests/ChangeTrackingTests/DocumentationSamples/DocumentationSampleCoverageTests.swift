import ArticleSampleChecks
import Foundation
import Testing

/// Every Swift sample of a documentation comment in `Sources/` is mirrored by a test that
/// compiles it (``ArticleSamples/expectEachDocumentationSample(of:in:sourceLocation:)``), or is
/// a file listed below with the number of its samples. The list only shrinks: a new sample, in
/// a new file or in a listed one, fails this test until a test mirrors it.
@Suite struct DocumentationSampleCoverageTests {
  /// Files whose samples no test mirrors yet, with how many they have.
  private static let notYetMirrored: [String: Int] = [
    "Sources/ChangeTracking/Delivery/ObservationToken.swift": 1,
    "Sources/ChangeTracking/Delivery/StateTracker+Changes.swift": 3,
    "Sources/ChangeTracking/Delivery/StateTracker+Observers.swift": 1,
    "Sources/ChangeTracking/History/HistoryCheckpoint.swift": 1,
    "Sources/ChangeTracking/History/StateTracker+Checkpoints.swift": 2,
    "Sources/ChangeTracking/History/StateTracker+History.swift": 1,
    "Sources/ChangeTracking/History/StateTracker+SavedHistory.swift": 1,
    "Sources/ChangeTracking/History/StateTracker+Transaction.swift": 1,
    "Sources/ChangeTracking/Observation/StateTracker+Observation.swift": 1,
    "Sources/ChangeTracking/Recording/RecordedSession.swift": 1,
    "Sources/ChangeTracking/Recording/SessionRecording.swift": 1,
    "Sources/ChangeTracking/Recording/StateTracker+Recording.swift": 1,
    "Sources/ChangeTracking/Rows/RowID.swift": 1,
    "Sources/ChangeTracking/Rows/StateTracker+ElementEdits.swift": 2,
    "Sources/ChangeTracking/Rows/StateTracker+RowScope.swift": 1,
    "Sources/ChangeTracking/Rows/StateTracker+Rows.swift": 1,
    "Sources/ChangeTracking/Rows/TrackedProperty+Rows.swift": 2,
    "Sources/ChangeTracking/Views/ScopeError.swift": 1,
    "Sources/ChangeTracking/Views/StateTracker+Scope.swift": 1,
    "Sources/ChangeTracking/Views/TrackedProperty+Scope.swift": 1,
    "Sources/ChangeTracking/Writing/StateTracker+DynamicMemberWrites.swift": 2,
    "Sources/ChangeTracking/Observation/StateTracker+Observable.swift": 1,
    "Sources/ChangeTracking/StateTracker.swift": 2,
    "Sources/ChangeTracking/Declarations/TrackedProperty.swift": 1,
    "Sources/ChangeTracking/Declarations/TrackedState.swift": 2,
    "Sources/ChangeTrackingMacros/ChangeTracked.swift": 3,
    "Sources/ChangeTrackingMacros/Scoped.swift": 1,
    "Sources/ChangeTrackingMacros/Tracked.swift": 2,
    "Sources/ChangeTrackingMacros/Untracked.swift": 1,
    "Sources/ChangeTrackingTesting/ChangeExpectations.swift": 3,
    "Sources/ChangeTrackingTesting/ChangeRecorder.swift": 2,
    "Sources/ChangeTrackingTesting/Exhaustivity.swift": 1,
    "Sources/ChangeTrackingTesting/ExpectedChange.swift": 1,
    "Sources/ChangeTrackingTesting/Scenario.swift": 2,
    "Sources/ChangeTrackingTesting/assertChangeLog.swift": 1,
    "Sources/ChangeTrackingTesting/assertChanges.swift": 1,
    "Sources/ChangeTrackingTesting/assertNoDifference.swift": 1,
  ]

  /// Files whose samples no test on this platform can compile, with the reason.
  private static let notCompiledHere: [String: String] = [
    "Sources/ChangeTracking/ChangeLog/StateTracker+ChangeLogToLogger.swift":
      "os.Logger exists on Apple platforms only"
  ]

  @Test func everyDocumentationSampleIsMirroredByATest() throws {
    let files = FileManager.default
    let tests = ArticleSamples.root.appendingPathComponent("Tests")
    let testTexts = try
      (files.enumerator(at: tests, includingPropertiesForKeys: nil)?.allObjects ?? [])
      .compactMap { $0 as? URL }
      // This file names every listed path: it is no mirror.
      .filter { $0.pathExtension == "swift" && $0.lastPathComponent != "\(Self.self).swift" }
      .map { try String(contentsOf: $0, encoding: .utf8) }
    let sources = ArticleSamples.root.appendingPathComponent("Sources")
    let sourceFiles =
      (files.enumerator(at: sources, includingPropertiesForKeys: nil)?.allObjects
      ?? []).compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }

    var found: [String: Int] = [:]
    for url in sourceFiles {
      let samples = ArticleSamples.documentationSamples(
        in: try String(contentsOf: url, encoding: .utf8))
      guard !samples.isEmpty else {
        continue
      }
      let path = "Sources/" + url.path.dropFirst(sources.path.count + 1)
      found[path] = samples.count
      let mirrored = testTexts.contains {
        $0.contains("expectEachDocumentationSample(") && $0.contains("\"\(path)\"")
      }
      if mirrored || Self.notCompiledHere[path] != nil {
        continue
      }
      #expect(
        Self.notYetMirrored[path] == samples.count,
        "No test mirrors the \(samples.count) Swift sample(s) of \(path)'s documentation comments")
    }
    for (path, count) in Self.notYetMirrored {
      #expect(found[path] == count, "\(path) is listed with \(count) sample(s); update the list")
    }
  }
}
