public import ChangeTracking
import Foundation

/// Compares the changes a recorder holds with a change-log file kept next to the test file, and
/// writes that file when it does not exist yet.
///
/// The log has one line per record: its number, its change, and the value of the property the
/// change identifies, as in
///
/// ```
/// #1 .callsInProgress = 1
/// #2 .name = "Ada Lovelace"
/// #3 .dateOfBirth = 1815-12-10 00:00:00 +0000
/// ```
///
/// It lives at `__ChangeLogs__/<TestFile>/<name>.txt`, in the folder of the test file; a missing
/// folder is created. The first run writes the file and reports a note that does not fail the
/// test; later runs compare with it, and a difference fails the test with the lines that differ.
/// Set the environment variable `CHANGE_TRACKING_RECORD=1` to write every log anew. When the
/// environment variable `CI` is set (to `1`, `true` or `yes`), a missing log fails the test
/// instead of being written, so that a log nobody committed cannot pass unchecked. A file that
/// cannot be read fails the test with the reason; it is never overwritten in that case.
///
/// ```swift
/// @Test @MainActor func fetchUser() async {
///   let viewModel = ProfileViewModel(service: StubUserService(user: .ada))
///   let recorder = ChangeRecorder(viewModel.tracker)
///   await viewModel.fetchUser().value
///   assertChangeLog(of: recorder)  // __ChangeLogs__/ProfileTests/fetchUser.txt
/// }
/// ```
///
/// - Parameters:
///   - recorder: The recorder whose records make the log.
///   - name: The log's name; by default, the name of the test function. Give each log its own
///     name where that name is shared: in a parameterized test, whose cases would otherwise
///     compare with one file (name it from the arguments), and for two tests of the same name in
///     one file.
///   - fileID: The file of the call, for the failure.
///   - filePath: The test file, next to which the log lives.
///   - line: The line of the call, for the failure.
///   - column: The column of the call, for the failure.
public func assertChangeLog<State: TrackedState>(
  of recorder: ChangeRecorder<State>,
  named name: String = #function,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  checkChangeLog(
    of: recorder,
    in: ChangeLogFile(testFilePath: "\(filePath)", name: name),
    mode: ChangeLogFile.mode(in: ProcessInfo.processInfo.environment),
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  )
}

/// Compares the records of `recorder` with `file`, or writes it, and reports the outcome.
func checkChangeLog<State: TrackedState>(
  of recorder: ChangeRecorder<State>,
  in file: ChangeLogFile,
  mode: ChangeLogFile.Mode,
  at site: CallSite
) {
  let log = recorder.records.map { RecordLine.line($0) }.joined(separator: "\n")
  switch file.check(log, mode: mode) {
  case .matched:
    break
  case .recorded(let message):
    FailureReporter.note(message, at: site)
  case .failed(let message):
    FailureReporter.fail(message, at: site)
  }
}
