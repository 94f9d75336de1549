import Foundation
import Testing

@testable import ChangeInspectorCore

/// The inspector's text output, word for word.
@Suite struct InspectorTextTests {
  @Test func aRecordingPrintsOneLinePerRecord() throws {
    let files = try InspectorFiles()
    let path = try files.write("session.jsonl", InspectorFiles.recording)
    let run = InspectorRun([path])
    #expect(run.status == 0)
    #expect(run.errors == [])
    #expect(
      run.output == [
        "\(path): session recording, version 1, EditorSample.TodoState, 3 records",
        #"#1  21:30:45.250  .title = "Groceries""#,
        "#2  21:30:45.500  .items  inserted 0 (id 1)",
        "#3  21:30:46.000  .items  updated 0 (id 1)",
      ])
  }

  @Test func diffPrintsWhatChangedSinceTheRecordBefore() throws {
    let files = try InspectorFiles()
    let path = try files.write("session.jsonl", InspectorFiles.recording)
    let run = InspectorRun([path, "--diff"])
    #expect(run.status == 0)
    #expect(
      run.output == [
        "\(path): session recording, version 1, EditorSample.TodoState, 3 records",
        #"#1  21:30:45.250  .title = "Groceries""#,
        "#2  21:30:45.500  .items  inserted 0 (id 1)",
        "      TodoState(",
        "        items: [",
        "    +     [0]: (",
        "    +       id: 1",
        "    +       isDone: false",
        #"    +       text: "Milk""#,
        "    +     )",
        "        ]",
        "    -   nextID: 1",
        "    +   nextID: 2",
        "        … 1 unchanged",
        "      )",
        "#3  21:30:46.000  .items  updated 0 (id 1)",
        "      TodoState(",
        "        items: [",
        "          [0]: (",
        "            … 1 unchanged",
        "    -       isDone: false",
        "    +       isDone: true",
        "            … 1 unchanged",
        "          )",
        "        ]",
        "        … 2 unchanged",
        "      )",
      ])
  }

  @Test func filtersNarrowByChangeAndBySequence() throws {
    let files = try InspectorFiles()
    let path = try files.write("session.jsonl", InspectorFiles.recording)
    #expect(
      InspectorRun([path, "--change", "items"]).output.dropFirst() == [
        "#2  21:30:45.500  .items  inserted 0 (id 1)",
        "#3  21:30:46.000  .items  updated 0 (id 1)",
      ])
    #expect(
      InspectorRun([path, "--from", "2", "--to", "2"]).output.dropFirst() == [
        "#2  21:30:45.500  .items  inserted 0 (id 1)"
      ])
    #expect(InspectorRun([path, "--change", "nothing"]).output.count == 1)
  }

  @Test func colourIsForATerminalOnly() throws {
    let files = try InspectorFiles()
    let path = try files.write("session.jsonl", InspectorFiles.recording)
    let colored = InspectorRun([path, "--diff"], isTerminal: true).output
    #expect(
      colored[1] == "\u{1B}[1m#1\u{1B}[0m  21:30:45.250  \u{1B}[36m.title\u{1B}[0m = \"Groceries\"")
    #expect(colored.contains("    \u{1B}[32m+   nextID: 2\u{1B}[0m"))
    #expect(!InspectorRun([path, "--diff"]).output.joined().contains("\u{1B}"))
  }

  @Test func aSavedHistoryOfVersionOneShowsItsRecords() throws {
    let fixture = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("ChangeTrackingTests/History/Fixtures/checklist-history-v1.json").path
    let run = InspectorRun([fixture])
    #expect(run.status == 0)
    #expect(
      run.output == [
        "\(fixture): saved history, version 1, ChangeTrackingTests.ChecklistState, 1 record",
        #"#1  -  .items = [(id: 1, isDone: true, title: "Milk"), (id: 2, isDone: fals…"#,
      ])
  }

  @Test func aSavedHistoryOfVersionTwoShowsItsRowChanges() throws {
    let files = try InspectorFiles()
    let path = try files.write(
      "history.json",
      """
      {
        "format" : "ChangeTracking.SavedHistory",
        "history" : { "current" : 0, "snapshots" : [ { "labels" : [ "home" ] } ] },
        "records" : [
          {
            "change" : "labels",
            "rowChanges" : [ { "kind" : "inserted", "offset" : 0 }, { "kind" : "moved", "offset" : 0, "stringID" : "a", "to" : 2 } ],
            "sequence" : 7,
            "snapshot" : { "labels" : [ "home" ] }
          }
        ],
        "stateType" : "App.LabelState",
        "version" : 2
      }
      """)
    #expect(
      InspectorRun([path]).output == [
        "\(path): saved history, version 2, App.LabelState, 1 record",
        "#7  -  .labels  inserted 0, moved 0 to 2 (id a)",
      ])
  }

  @Test func aChangeLogShowsItsLines() throws {
    let files = try InspectorFiles()
    let path = try files.write(
      "log.txt", "#1 .callsInProgress = 1\n#2 .news(.step)\n#10 .email = \"a = b\"\n")
    #expect(
      InspectorRun([path]).output == [
        "\(path): change log, 3 records",
        "#1   -  .callsInProgress = 1",
        "#2   -  .news(.step)",
        #"#10  -  .email = "a = b""#,
      ])
  }

  @Test func aFileWhoseLinesEndInCarriageReturnsReadsAsTheSameLines() throws {
    let files = try InspectorFiles()
    let log = "#1 .callsInProgress = 1\n#2 .news(.step)\n"
    let unixLog = try files.write("log.txt", log)
    let windowsLog = try files.write(
      "windows-log.txt", log.replacingOccurrences(of: "\n", with: "\r\n"))
    let unixRecording = try files.write("session.jsonl", InspectorFiles.recording)
    let windowsRecording = try files.write(
      "windows-session.jsonl",
      InspectorFiles.recording.replacingOccurrences(of: "\n", with: "\r\n"))
    let pairs = [(unixLog, windowsLog), (unixRecording, windowsRecording)]
    for (unix, windows) in pairs {
      let expected = InspectorRun([unix]).output.map {
        $0.replacingOccurrences(of: unix, with: windows)
      }
      #expect(expected.count > 2)
      #expect(InspectorRun([windows]).output == expected)
      #expect(InspectorRun([windows]).errors == [])
    }
  }

  @Test func aChangeWithAPayloadIsPrintedAsSwiftWritesIt() {
    let change = JSONValue.object([
      .init(key: "news", value: .object([.init(key: "_0", value: .string("step"))]))
    ])
    #expect(change.printedChange == ".news(.step)")
    #expect(change.changeName == "news")
  }

  @Test func aCaseWithoutARawTypeReadsAsTheStringChangeOfItsName() throws {
    let files = try InspectorFiles()
    let path = try files.write(
      "session.jsonl",
      """
      {"format":"ChangeTracking.SessionRecording","stateType":"App.ProfileState","version":1}
      {"change":{"title":{}},"sequence":1,"snapshot":{"name":"Bob","title":"Dr"},"time":0}
      {"change":{"renamed":{"_0":"Bob Smith"}},"sequence":2,"snapshot":{"name":"Bob Smith","title":"Dr"},"time":1}
      {"change":"title","sequence":3,"snapshot":{"name":"Bob Smith","title":"Prof"},"time":2}

      """)
    #expect(
      InspectorRun([path]).output.dropFirst() == [
        #"#1  00:00:00.000  .title = "Dr""#,
        #"#2  00:00:01.000  .renamed("Bob Smith")"#,
        #"#3  00:00:02.000  .title = "Prof""#,
      ])
    #expect(
      InspectorRun([path, "--change", "title"]).output.dropFirst() == [
        #"#1  00:00:00.000  .title = "Dr""#,
        #"#3  00:00:02.000  .title = "Prof""#,
      ])
  }

  @Test func aPayloadPrintsACaseNameAsACaseAndAnyOtherStringQuoted() {
    func change(_ key: String, _ payload: JSONValue) -> JSONValue {
      .object([.init(key: key, value: .object([.init(key: "_0", value: payload)]))])
    }
    #expect(change("renamed", .string("Bob Smith")).printedChange == #".renamed("Bob Smith")"#)
    #expect(change("renamed", .string("2nd")).printedChange == #".renamed("2nd")"#)
    #expect(change("renamed", .string("")).printedChange == #".renamed("")"#)
    #expect(change("news", .string("step_2")).printedChange == ".news(.step_2)")
    #expect(
      change("news", .object([.init(key: "step", value: .object([]))])).printedChange
        == ".news(.step)")
    let bare = JSONValue.object([.init(key: "title", value: .object([]))])
    #expect(bare.printedChange == ".title")
    #expect(bare.caseName == "title")
    #expect(bare.changeName == "title")
  }
}
