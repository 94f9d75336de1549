import ChangeTracking
import ChangeTrackingRendering
import Foundation

/// A change log on disk: where it lives, and how it is written, read and compared.
struct ChangeLogFile {
  /// Whether a run compares with the file or writes it anew.
  enum Mode: Equatable {
    /// Compare with the file; write it only when it does not exist.
    case compare
    /// Write the file, whatever it holds.
    case record
    /// Compare with the file, and fail when it does not exist: on CI, where a log written now
    /// would be thrown away with the clone and the test would pass without checking anything.
    case verify
  }

  /// The environment variable that, set to `1`, `true` or `yes`, makes every change log be
  /// written anew.
  static let recordVariable = "CHANGE_TRACKING_RECORD"

  /// The folder, next to the test file, that holds the change logs of all test files.
  static let folderName = "__ChangeLogs__"

  /// The full path of the file.
  let path: String

  /// The path from the test file's folder, as shown in messages.
  let shownPath: String

  /// The log of the test file at `testFilePath` named `name`.
  ///
  /// A name such as `fetchUser()`, as `#function` gives it, loses its parentheses; characters
  /// that cannot appear in a file name become `-`.
  init(testFilePath: String, name: String) {
    let testFile = URL(fileURLWithPath: testFilePath)
    let folder = testFile.deletingLastPathComponent()
    let testName = testFile.deletingPathExtension().lastPathComponent
    let fileName = Self.fileName(for: name) + ".txt"
    shownPath = [Self.folderName, testName, fileName].joined(separator: "/")
    path = folder.appendingPathComponent(shownPath).path
  }

  /// The mode that `environment` asks for: `record` when the record variable is set, `verify`
  /// when `CI` is set, `compare` otherwise.
  static func mode(in environment: [String: String]) -> Mode {
    let yes: Set<String?> = ["1", "true", "yes"]
    if yes.contains(environment[recordVariable]?.lowercased()) {
      return .record
    }
    return yes.contains(environment["CI"]?.lowercased()) ? .verify : .compare
  }

  /// A file name made of `name`.
  static func fileName(for name: String) -> String {
    var base = Substring(name)
    if base.hasSuffix("()") {
      base = base.dropLast(2)
    }
    let allowed = base.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" ? $0 : "-" }
    return String(allowed)
  }

  /// What a check found.
  enum Outcome: Equatable {
    /// The file holds the same log.
    case matched
    /// The file was written; the message says where.
    case recorded(String)
    /// The file differs or could not be used; the message says how.
    case failed(String)
  }

  /// Compares `log` with the file, or writes the file when it is missing or `mode` asks for it.
  func check(_ log: String, mode: Mode) -> Outcome {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    let exists = manager.fileExists(atPath: path, isDirectory: &isDirectory)
    if exists && isDirectory.boolValue {
      return .failed("Could not read the change log \(shownPath): it is a directory.")
    }
    if !exists && mode == .verify {
      return .failed(
        "There is no change log at \(shownPath) to compare with. Run the test once without CI "
          + "set to record it, and commit it.")
    }
    if mode == .record || !exists {
      return write(log, replacing: exists)
    }
    guard let data = manager.contents(atPath: path) else {
      return .failed("Could not read the change log \(shownPath): the file cannot be opened.")
    }
    guard let stored = String(data: data, encoding: .utf8) else {
      return .failed("Could not read the change log \(shownPath): it is not UTF-8 text.")
    }
    let expected = Self.trimmed(stored)
    let actual = Self.trimmed(log)
    guard expected != actual else {
      return .matched
    }
    let lines = ValueDiff.lines(expectedText: expected, actualText: actual)
    return .failed(
      "The change log differs from \(shownPath) (- file, + recorded); "
        + "set \(Self.recordVariable)=1 to record it again:\n"
        + lines.printed)
  }

  private func write(_ log: String, replacing: Bool) -> Outcome {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data((Self.trimmed(log) + "\n").utf8).write(to: URL(fileURLWithPath: path))
    } catch {
      return .failed("Could not write the change log \(shownPath): \(error)")
    }
    let verb = replacing ? "Recorded the change log again" : "Recorded a new change log"
    return .recorded("\(verb) at \(shownPath).")
  }

  /// The log without the line breaks at its end.
  private static func trimmed(_ log: String) -> String {
    var log = Substring(log)
    while log.last == "\n" {
      log = log.dropLast()
    }
    return String(log)
  }
}
