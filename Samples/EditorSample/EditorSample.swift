import ChangeTracking
import Foundation

/// Runs the to-do editor: a default script of edits, or the commands read from standard input
/// when the only argument is `-`.
@main
enum EditorSample {
  /// Edits, a transaction, undo and redo, a checkpoint and a rollback, and two bad commands.
  static let script = [
    "title Groceries",
    "add Milk",
    "add Eggs",
    "done 1",
    "add Butter",
    "move 3 1",
    "group add Bread; rename 2 Free-range eggs; title Weekend groceries",
    "undo",
    "redo",
    "checkpoint before-cleanup",
    "remove 1",
    "group add Jam; done 7",
    "frobnicate",
    "remove 1",
    "rollback before-cleanup",
    "undo",
    "rollback before-cleanup",
    "save",
  ]

  /// What the command line may hold.
  static let usage = """
    usage: EditorSample [-] [--record <file>]
      -                 read commands from standard input
      --record <file>   record the session to <file>, one JSON line per change
    """

  @MainActor
  static func main() {
    var arguments = Array(CommandLine.arguments.dropFirst())
    var recordingPath: String?
    if let flag = arguments.firstIndex(of: "--record"), flag + 1 < arguments.count {
      recordingPath = arguments[flag + 1]
      arguments.removeSubrange(flag...flag + 1)
    }
    guard arguments == [] || arguments == ["-"] else {
      fail(usage, status: 2)
    }
    let editor = Editor()
    var recording: SessionRecording?
    if let recordingPath {
      do {
        recording = try editor.tracker.record(to: URL(fileURLWithPath: recordingPath))
      } catch {
        fail("EditorSample: \(error)\n", status: 1)
      }
    }
    if arguments == ["-"] {
      while let line = readLine() {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if !trimmed.isEmpty, !trimmed.hasPrefix("#") {
          editor.run(trimmed)
        }
      }
    } else {
      for line in script {
        editor.run(line)
      }
    }
    do {
      try recording?.stop()
    } catch {
      fail("EditorSample: \(error)\n", status: 1)
    }
    if let recording {
      print("recorded \(recording.recordCount) records to \(recording.path)")
    }
  }

  private static func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data(message.utf8))
    exit(status)
  }
}
