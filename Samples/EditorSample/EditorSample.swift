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

  @MainActor
  static func main() {
    let arguments = CommandLine.arguments.dropFirst()
    let editor = Editor()
    switch Array(arguments) {
    case []:
      for line in script {
        editor.run(line)
      }
    case ["-"]:
      while let line = readLine() {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if !trimmed.isEmpty, !trimmed.hasPrefix("#") {
          editor.run(trimmed)
        }
      }
    default:
      FileHandle.standardError.write(
        Data("usage: EditorSample [-]\n  -  read commands from standard input\n".utf8))
      exit(2)
    }
  }
}
