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
    #expect(editor.tracker.items == [TodoItem(id: 1, text: "Milk")])
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
    #expect(editor.tracker.items.map(\.text) == ["Butter", "Free-range eggs", "Eggs", "Bread"])
    #expect(editor.tracker.title == "Weekend groceries")
  }

  @Test func eachChangeOfTheListNamesTheRowsToReload() {
    let (editor, printed) = editor()
    editor.run("add Milk")
    editor.run("add Eggs")
    editor.run("add Jam")
    printed.lines.removeAll()
    editor.run("done 2")
    editor.run("move 3 1")
    editor.run("remove 2")
    #expect(
      printed.lines.filter { $0.hasPrefix("  changed") } == [
        "  changed items: reload row 2 (item #2)",
        "  changed items: move row 3 to 1 (item #3)",
        "  changed items: delete row 2 (item #1)",
      ])
  }

  @Test func undoRestoresTheSingleRowItChanged() {
    let (editor, printed) = editor()
    editor.run("add Milk")
    editor.run("add Eggs")
    editor.run("rename 1 Oat milk")
    printed.lines.removeAll()
    editor.run("undo")
    #expect(printed.lines.dropFirst().first == "  changed items: reload row 1 (item #1)")
    #expect(editor.tracker.items.map(\.text) == ["Milk", "Eggs"])
    editor.run("undo")
    #expect(printed.lines.contains("  changed items: delete row 2 (item #2)"))
  }

  @Test func aRowOutOfRangeIsAnErrorAndChangesNothing() {
    let (editor, printed) = editor()
    editor.run("add Milk")
    editor.run("move 1 3")
    #expect(printed.lines.last == "  error: there is no item 3: items are numbered 1 to 1")
    #expect(editor.tracker.items.map(\.text) == ["Milk"])
  }
}
