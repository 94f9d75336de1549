import ChangeTracking
import Testing

@testable import ChangeTrackingTesting

/// Runs `body` with every report of the testing module captured instead of sent to a test
/// framework, and returns the reports.
func reports(
  of body: () async throws -> Void
) async rethrows -> [FailureReporter.Report] {
  let captured = LockedValue<[FailureReporter.Report]>([])
  let capture: @Sendable (FailureReporter.Report) -> Void = { report in
    captured.withLock { $0.append(report) }
  }
  try await FailureReporter.$override.withValue(capture) {
    try await body()
  }
  return captured.withLock { $0 }
}

/// Runs `body`, which must make the testing module record exactly the issues whose comments are
/// `messages`, word for word, as known issues.
func expectIssues(
  _ messages: String...,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () async -> Void
) async {
  let seen = LockedValue<[String]>([])
  await withKnownIssue(sourceLocation: sourceLocation) {
    await body()
  } matching: { issue in
    let comment = issue.comments.map(\.rawValue).joined(separator: "\n")
    seen.withLock { $0.append(comment) }
    return messages.contains(comment)
  }
  #expect(seen.withLock { $0 } == messages, sourceLocation: sourceLocation)
}
