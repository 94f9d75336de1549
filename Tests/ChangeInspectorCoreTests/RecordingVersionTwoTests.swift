import Foundation
import TestSupport
import Testing

@testable import ChangeInspectorCore

/// A session recording of format version 2 shows each step's whole state, rebuilt from the
/// lines of changes, as version 1 shows the state each line holds.
@Suite struct RecordingVersionTwoTests {
  /// The to-do list of ``InspectorFiles/recording``, then a batch of two properties, in
  /// version 2: a whole state, then what each record changed.
  static let changes = """
    {"format":"ChangeTracking.SessionRecording","version":2,"stateType":"EditorSample.TodoState"}
    {"sequence":1,"change":"title","snapshot":{"items":[],"nextID":1,"title":"Groceries"},"time":1795555845.25}
    {"sequence":2,"change":"items","rowChanges":[{"kind":"inserted","offset":0,"intID":1}],"values":{},"rowValues":{"items":[{"id":1,"isDone":false,"text":"Milk"}]},"time":1795555845.5}
    {"sequence":3,"change":"items","rowChanges":[{"kind":"updated","offset":0,"intID":1}],"rowValues":{"items":[{"id":1,"isDone":true,"text":"Milk"}]},"time":1795555846}
    {"sequence":4,"change":"nextID","snapshot":{"items":[{"id":1,"isDone":true,"text":"Milk"}],"nextID":5,"title":"Weekend"},"time":1795555847}
    {"sequence":5,"change":"title","sameSnapshot":true,"time":1795555847}
    {"sequence":6,"change":"items","rowChanges":[{"kind":"inserted","offset":0,"intID":5},{"kind":"moved","offset":0,"to":1,"intID":5}],"rowValues":{"items":[{"id":5,"isDone":false,"text":"Eggs"}]},"time":1795555848}

    """

  /// The same records, each line with its whole state.
  static let wholes = """
    {"format":"ChangeTracking.SessionRecording","version":1,"stateType":"EditorSample.TodoState"}
    {"sequence":1,"change":"title","snapshot":{"items":[],"nextID":1,"title":"Groceries"},"time":1795555845.25}
    {"sequence":2,"change":"items","rowChanges":[{"kind":"inserted","offset":0,"intID":1}],"snapshot":{"items":[{"id":1,"isDone":false,"text":"Milk"}],"nextID":1,"title":"Groceries"},"time":1795555845.5}
    {"sequence":3,"change":"items","rowChanges":[{"kind":"updated","offset":0,"intID":1}],"snapshot":{"items":[{"id":1,"isDone":true,"text":"Milk"}],"nextID":1,"title":"Groceries"},"time":1795555846}
    {"sequence":4,"change":"nextID","snapshot":{"items":[{"id":1,"isDone":true,"text":"Milk"}],"nextID":5,"title":"Weekend"},"time":1795555847}
    {"sequence":5,"change":"title","snapshot":{"items":[{"id":1,"isDone":true,"text":"Milk"}],"nextID":5,"title":"Weekend"},"time":1795555847}
    {"sequence":6,"change":"items","rowChanges":[{"kind":"inserted","offset":0,"intID":5},{"kind":"moved","offset":0,"to":1,"intID":5}],"snapshot":{"items":[{"id":1,"isDone":true,"text":"Milk"},{"id":5,"isDone":false,"text":"Eggs"}],"nextID":5,"title":"Weekend"},"time":1795555848}

    """

  @Test func eachStepHasTheWholeStateItsLinesRebuild() throws {
    let rebuilt = try TimelineReader.read(Array(Self.changes.utf8), file: "two.jsonl")
    let whole = try TimelineReader.read(Array(Self.wholes.utf8), file: "one.jsonl")
    #expect(rebuilt.kind == "session recording, version 2")
    #expect(rebuilt.steps.count == 6)
    #expect(rebuilt.steps == whole.steps)
    #expect(rebuilt.warnings.isEmpty)
  }

  @Test func aLineOfChangesBeforeAnyWholeStateIsNamed() throws {
    let lines = Self.changes.split(separator: "\n").map(String.init)
    let text = ([lines[0]] + lines[2...]).joined(separator: "\n") + "\n"
    #expect {
      try TimelineReader.read(Array(text.utf8), file: "two.jsonl")
    } throws: { error in
      (error as? InspectorError)?.line == 2
    }
  }

  @Test func rowValuesThatDoNotFitTheirRowChangesAreNamed() throws {
    let text = Self.changes.replacingOccurrences(
      of: #"{"kind":"updated","offset":0,"intID":1}"#,
      with: #"{"kind":"updated","offset":9,"intID":1}"#)
    #expect {
      try TimelineReader.read(Array(text.utf8), file: "two.jsonl")
    } throws: { error in
      (error as? InspectorError)?.line == 4
    }
  }

  @Test func aRepeatedSequenceNumberIsWarnedOfWithItsLine() throws {
    let files = try InspectorFiles()
    let text = InspectorFiles.recording.replacingOccurrences(
      of: #""sequence":3"#, with: #""sequence":2"#)
    let path = try files.write("session.jsonl", text)
    let run = InspectorRun([path])
    #expect(run.status == 0)
    #expect(run.output.count == 4)
    #expect(
      run.errors == [
        "\(path):4: warning: sequence number 2 repeats that of line 3: each record of one "
          + "tracker has its own"
      ])
    let unique = try files.write("unique.jsonl", InspectorFiles.recording)
    #expect(InspectorRun([unique]).errors.isEmpty)
  }
}
