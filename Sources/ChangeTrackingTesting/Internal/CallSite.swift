/// Where in a test an assertion was written, passed from each public assertion to the failure it
/// reports.
struct CallSite: Sendable, CustomStringConvertible {
  /// The file's module-qualified identifier, as `#fileID` gives it.
  var fileID: StaticString
  /// The file's full path, as `#filePath` gives it; `XCTFail` takes it in this form.
  var filePath: StaticString
  /// The line, as `#line` gives it.
  var line: UInt
  /// The column, as `#column` gives it.
  var column: UInt

  /// `fileID:line:column`, for reading in a test.
  var description: String {
    "\(fileID):\(line):\(column)"
  }
}
