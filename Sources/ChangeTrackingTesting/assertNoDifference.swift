import ChangeTracking
import ChangeTrackingRendering

/// Asserts that two values are equal, and when they are not, fails with only what differs.
///
/// Use it to compare a recorded snapshot by index, the way a hand-written test reads records:
///
/// ```swift
/// let expected = ProfileState(name: "Ada Lovelace", callsInProgress: 1)
/// assertNoDifference(expected, recorder.snapshots[1])
/// ```
///
/// The failure prints both values as a tree and shows, marked `-` for the expected value and
/// `+` for the actual one, only the properties, elements, entries, members or lines that differ;
/// each run of equal parts is folded into one `… N unchanged` line.
///
/// - Parameters:
///   - expected: The value the test expects.
///   - actual: The value the code produced.
///   - fileID: The file of the call, for the failure.
///   - filePath: The file of the call, for the failure.
///   - line: The line of the call, for the failure.
///   - column: The column of the call, for the failure.
public func assertNoDifference<Value: Equatable>(
  _ expected: Value,
  _ actual: Value,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  guard expected != actual else {
    return
  }
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let lines = ValueDiff.lines(expected: expected, actual: actual)
  guard !lines.isEmpty else {
    return FailureReporter.fail(
      "The values are not equal, though both print the same:\n  " + DumpNode(expected).singleLine,
      at: site)
  }
  FailureReporter.fail(
    "The values differ (- expected, + actual):\n" + lines.printed,
    at: site)
}
