import Testing
import XCTest

/// The one place where test support reports a failure or a note, to the framework that runs the
/// current test.
///
/// On Linux, Swift Testing ignores `XCTFail` and XCTest ignores `Issue.record`, so a report goes
/// to `Issue.record` when a Swift Testing test is running and to `XCTFail` otherwise. Tests of
/// this module replace the destination with ``override`` to read the messages themselves.
enum FailureReporter {
  /// What is reported.
  enum Kind: Equatable, Sendable {
    /// The test fails.
    case failure
    /// Information that does not fail the test: a known issue in Swift Testing, a printed line
    /// under XCTest.
    case note
  }

  /// The framework a report goes to.
  enum Destination: Equatable, Sendable {
    case swiftTesting
    case xcTest
  }

  /// One report, as an override receives it.
  struct Report: Sendable {
    var kind: Kind
    var message: String
    var callSite: CallSite
  }

  /// Receives every report made in the current task instead of the test framework, when set.
  @TaskLocal static var override: (@Sendable (Report) -> Void)?

  /// The framework that runs the current test.
  static var destination: Destination {
    Test.current != nil ? .swiftTesting : .xcTest
  }

  /// Reports a failure: the test that is running fails with `message`, at `callSite`.
  static func fail(_ message: String, at callSite: CallSite) {
    report(Report(kind: .failure, message: message, callSite: callSite))
  }

  /// Reports information that does not fail the test.
  static func note(_ message: String, at callSite: CallSite) {
    report(Report(kind: .note, message: message, callSite: callSite))
  }

  private static func report(_ report: Report) {
    if let override {
      return override(report)
    }
    let site = report.callSite
    switch (destination, report.kind) {
    case (.swiftTesting, .failure):
      Issue.record(Comment(rawValue: report.message), sourceLocation: sourceLocation(site))
    case (.swiftTesting, .note):
      withKnownIssue {
        Issue.record(Comment(rawValue: report.message), sourceLocation: sourceLocation(site))
      }
    case (.xcTest, .failure):
      XCTFail(report.message, file: site.filePath, line: site.line)
    case (.xcTest, .note):
      print("\(site.fileID):\(site.line): \(report.message)")
    }
  }

  private static func sourceLocation(_ site: CallSite) -> SourceLocation {
    SourceLocation(
      fileID: "\(site.fileID)",
      filePath: "\(site.filePath)",
      line: Int(site.line),
      column: Int(site.column)
    )
  }
}
