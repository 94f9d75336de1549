import Foundation
import TestSupport

@testable import ChangeInspectorCore

/// What one run of the inspector printed, and its exit status.
struct InspectorRun {
  var status: Int32
  var output: [String]
  var errors: [String]

  /// Runs the inspector with `arguments`, `{file}` in them replaced by the path of `file`.
  init(_ arguments: [String], isTerminal: Bool = false) {
    var output: [String] = []
    var errors: [String] = []
    status = Inspector.run(
      arguments, isTerminal: isTerminal, output: { output.append($0) },
      errors: { errors.append($0) })
    self.output = output
    self.errors = errors
  }
}

/// Files the tests write, in a temporary folder of their own.
struct InspectorFiles: ~Copyable {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder()
  }

  /// Writes `text` to the file `name` and returns its path.
  func write(_ name: String, _ text: String) throws -> String {
    let path = folder.appending(name)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// A session recording of a to-do list: a title, an item added, the item done.
  static let recording = """
    {"format":"ChangeTracking.SessionRecording","stateType":"EditorSample.TodoState","version":1}
    {"change":"title","sequence":1,"snapshot":{"items":[],"nextID":1,"title":"Groceries"},"time":1795555845.25}
    {"change":"items","rowChanges":[{"intID":1,"kind":"inserted","offset":0}],"sequence":2,"snapshot":{"items":[{"id":1,"isDone":false,"text":"Milk"}],"nextID":2,"title":"Groceries"},"time":1795555845.5}
    {"change":"items","rowChanges":[{"intID":1,"kind":"updated","offset":0}],"sequence":3,"snapshot":{"items":[{"id":1,"isDone":true,"text":"Milk"}],"nextID":2,"title":"Groceries"},"time":1795555846}

    """
}
