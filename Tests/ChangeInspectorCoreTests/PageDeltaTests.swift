import Testing

@testable import ChangeInspectorCore

/// What the page holds of each step's state: the first whole, then what changed.
@Suite struct PageDeltaTests {
  private func state(_ json: String) throws -> JSONValue {
    try JSONParser.parse(Array(json.utf8))
  }

  @Test func aChangedPropertyIsHeldAloneWithItsNewValue() throws {
    let before = try state(#"{"title":"Groceries","count":1,"tags":["a"]}"#)
    let after = try state(#"{"title":"Weekend","count":1,"tags":["a"]}"#)
    #expect(after.pageDelta(from: before)?.embeddableJSON == #"[["title",{"value":"'Weekend"}]]"#)
  }

  @Test func anUnchangedStateIsAnEmptyDelta() throws {
    let value = try state(#"{"title":"Groceries","items":[{"id":1}]}"#)
    #expect(value.pageDelta(from: value)?.embeddableJSON == "[]")
  }

  @Test func anArrayOfTheSameLengthHoldsOnlyTheElementsThatChanged() throws {
    let before = try state(#"{"items":[{"id":1,"on":false},{"id":2,"on":false},{"id":3}]}"#)
    let after = try state(#"{"items":[{"id":1,"on":false},{"id":2,"on":true},{"id":3}]}"#)
    #expect(
      after.pageDelta(from: before)?.embeddableJSON
        == ##"[["items",{"elements":[[1,{"id":"#2","on":true}]]}]]"##)
  }

  @Test func anArrayThatGrowsOrShrinksHoldsTheRunBetweenItsUnchangedEnds() throws {
    let before = try state(#"{"items":[1,2,3,4]}"#)
    let inserted = try state(#"{"items":[1,2,9,3,4]}"#)
    let removed = try state(#"{"items":[1,4]}"#)
    #expect(
      inserted.pageDelta(from: before)?.embeddableJSON
        == ##"[["items",{"splice":[2,0,["#9"]]}]]"##)
    #expect(removed.pageDelta(from: before)?.embeddableJSON == #"[["items",{"splice":[1,2,[]]}]]"#)
  }

  @Test func anArrayWhoseElementsMostlyChangedIsHeldWhole() throws {
    let before = try state(#"{"items":[1,2,3]}"#)
    let after = try state(#"{"items":[7,8,3]}"#)
    #expect(
      after.pageDelta(from: before)?.embeddableJSON
        == ##"[["items",{"value":["#7","#8","#3"]}]]"##)
  }

  @Test func aPropertyAddedOrRemovedOrAStateThatIsNoObjectIsHeldWhole() throws {
    let before = try state(#"{"title":"a","note":"b"}"#)
    #expect(try state(#"{"title":"a"}"#).pageDelta(from: before) == nil)
    #expect(try state(#"{"note":"b","title":"a"}"#).pageDelta(from: before) == nil)
    #expect(try state("[1,2]").pageDelta(from: try state("[1]")) == nil)
  }

  @Test func aDeltaCannotCloseTheScriptThatHoldsIt() throws {
    let before = try state(#"{"title":"a"}"#)
    let after = JSONValue.object([.init(key: "title", value: .string("</script><b>&"))])
    let delta = try #require(after.pageDelta(from: before)?.embeddableJSON)
    #expect(!delta.contains("</script>"))
    #expect(delta.contains(#"\u003c/script\u003e\u003cb\u003e\u0026"#))
  }

  @Test func thePageHoldsTheFirstStateWholeAndThenWhatEachStepChanged() throws {
    let timeline = try TimelineReader.read(Array(InspectorFiles.recording.utf8), file: "s.jsonl")
    let html = TimelinePage().html(timeline, file: "s.jsonl")
    #expect(html.contains(##""state":{"items":[],"nextID":"#1","title":"'Groceries"}"##))
    #expect(
      html.contains(
        ##""delta":[["items",{"splice":[0,0,[{"id":"#1","isDone":false,"text":"'Milk"}]]}],"##
          + ##"["nextID",{"value":"#2"}]]"##))
    #expect(
      html.contains(##""delta":[["items",{"value":[{"id":"#1","isDone":true,"text":"'Milk"}]}]]"##))
    #expect(html.split(separator: #""state":"#).count == 2)
  }

  /// A session of a list of 1,000 rows that renames one row per record: the page grows by what
  /// a record changed, not by the state.
  @Test func thePageGrowsWithWhatChangedNotWithTheState() {
    func row(_ id: Int, _ title: String) -> JSONValue {
      .object([
        .init(key: "id", value: .number(String(id))), .init(key: "title", value: .string(title)),
      ])
    }
    var rows = (0..<1000).map { row($0, "Row \($0)") }
    var steps: [TimelineStep] = []
    for sequence in 1...200 {
      let offset = sequence * 7 % rows.count
      rows[offset] = row(offset, "Renamed \(sequence)")
      steps.append(
        TimelineStep(
          sequence: sequence, time: Double(sequence), change: .string("rows"),
          rowChanges: [.object([.init(key: "kind", value: .string("updated"))])],
          snapshot: .object([.init(key: "rows", value: .array(rows))])))
    }
    let html = TimelinePage().html(
      Timeline(kind: "session recording", stateType: nil, steps: steps, warnings: []),
      file: "s.jsonl")
    let firstState = JSONValue.object([.init(key: "rows", value: .array(rows))]).taggedForPage
    let stateSize = firstState.embeddableJSON.utf8.count
    #expect(stateSize > 20_000)
    let pageCode = TimelinePage.pageStyle.utf8.count + TimelinePage.pageScript.utf8.count
    #expect(html.utf8.count < pageCode + stateSize + 200 * 300 + 5_000)
  }

  @Test func theListNamesAFewRowChangesAndCountsTheRest() throws {
    let changes = (0..<10).map { offset in
      JSONValue.object([
        .init(key: "kind", value: .string("inserted")),
        .init(key: "offset", value: .number(String(offset))),
      ])
    }
    let step = TimelineStep(
      sequence: 1, time: nil, change: .string("items"), rowChanges: changes, snapshot: nil)
    let detail = TimelineText().detail(step, rowLimit: 2)
    #expect(detail == "  inserted 0, inserted 1, … 8 more")
    #expect(TimelineText().detail(step).hasSuffix("inserted 8, inserted 9"))
  }
}
