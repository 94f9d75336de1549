import ChangeTracking
import Testing

@testable import EditorSample

@MainActor
@Suite struct EditorTests {
  /// An editor whose printed lines are kept.
  final class Printed {
    var lines: [String] = []
  }

  private func editor() -> (Editor, Printed) {
    let printed = Printed()
    return (Editor { printed.lines.append($0) }, printed)
  }

  @Test func badCommandPrintsAnErrorAndTheSessionGoesOn() {
    let (editor, printed) = editor()
    editor.run("frobnicate")
    editor.run("add Milk")
    let error = "  error: unknown command 'frobnicate'; type 'help' for the list"
    #expect(printed.lines.contains(error))
    #expect(editor.tracker.items == [TodoItem(text: "Milk")])
  }

  @Test func wrongArgumentsSayWhatIsWrong() {
    #expect(throws: EditorCommandError.notANumber(command: "done", text: "x")) {
      try EditorCommand(parsing: "done x")
    }
    #expect(throws: EditorCommandError.missingArgument(command: "add", expected: "a text")) {
      try EditorCommand(parsing: "add")
    }
    #expect(EditorCommandError.noSuchItem(4, count: 2).description.contains("1 to 2"))
  }

  @Test func groupIsOneUndoStepAndAFailingGroupChangesNothing() {
    let (editor, _) = editor()
    editor.run("group add Milk; add Eggs; title Shopping")
    editor.run("group add Jam; done 9")
    #expect(editor.tracker.items.map(\.text) == ["Milk", "Eggs"])
    editor.run("undo")
    #expect(editor.tracker.state == TodoState())
  }

  @Test func defaultScriptEndsAtTheCheckpointWithNoError() {
    let (editor, printed) = editor()
    for line in EditorSample.script {
      editor.run(line)
    }
    let errors = printed.lines.filter { $0.hasPrefix("  error:") }
    #expect(errors.count == 2)
    #expect(editor.tracker.items.map(\.text) == ["Milk", "Free-range eggs", "Bread"])
    #expect(editor.tracker.title == "Weekend groceries")
  }
}
