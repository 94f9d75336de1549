import Foundation
import TestSupport
import Testing

@testable import ChangeInspectorCore

/// The web page: self-contained, its data embedded safely.
@Suite struct TimelinePageTests {
  @Test func thePageIsWrittenAndHoldsEveryRecord() throws {
    let files = try InspectorFiles()
    let path = try files.write("session.jsonl", InspectorFiles.recording)
    let page = files.folder.appending("page.html")
    let run = InspectorRun([path, "--html", page])
    #expect(run.status == 0)
    #expect(run.output == ["wrote \(page): 3 records"])
    let html = try String(contentsOfFile: page, encoding: .utf8)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.contains(#"<script type="application/json" id="timeline-data">"#))
    #expect(html.contains(#""seq":3"#))
    #expect(html.contains(#"id="timeline""#) && html.contains(#"id="filter""#))
  }

  @Test func thePageFetchesNothing() throws {
    let timeline = try TimelineReader.read(Array(InspectorFiles.recording.utf8), file: "s.jsonl")
    let html = TimelinePage().html(timeline, file: "s.jsonl")
    for fetching in ["http:", "https:", "<link", "src=", "import(", "fetch("] {
      #expect(!html.contains(fetching), "the page holds \(fetching)")
    }
  }

  @Test func aValueCannotCloseTheScriptThatHoldsIt() throws {
    let text = InspectorFiles.recording.replacingOccurrences(
      of: "Groceries", with: "</script><b>&")
    let timeline = try TimelineReader.read(Array(text.utf8), file: "<s>.jsonl")
    let html = TimelinePage().html(timeline, file: "<s>.jsonl")
    #expect(!html.contains("</script><b>"))
    #expect(html.contains(#"\u003c/script\u003e\u003cb\u003e\u0026"#))
    #expect(html.contains("<title>&lt;s&gt;.jsonl — change inspector</title>"))
  }

  @Test func theSequenceRangeChoosesTheRecordsAndTheChangesFillTheFilterBox() throws {
    let timeline = try TimelineReader.read(Array(InspectorFiles.recording.utf8), file: "s.jsonl")
    let page = TimelinePage(filter: TimelineFilter(changes: ["items"], from: 2, to: nil))
    let html = page.html(timeline, file: "s.jsonl")
    #expect(!html.contains(#""seq":1,"#))
    #expect(html.contains(#""seq":2,"#) && html.contains(#""seq":3,"#))
    #expect(html.contains(#""filter":"items""#))
  }

  @Test func thePageSaysHowToSearchAndHowToLinkToAStep() throws {
    let timeline = try TimelineReader.read(Array(InspectorFiles.recording.utf8), file: "s.jsonl")
    let html = TimelinePage().html(timeline, file: "s.jsonl")
    #expect(html.contains(#"<div id="search-hint">"#))
    #expect(html.contains(#"<code>displayName = "Ada"</code>"#))
    #expect(html.contains("<code>accounts[id: 2]</code>"))
    #expect(html.contains("<code>#12</code> at its end opens step 12"))
    #expect(html.contains(#"<a id="step-link""#))
    #expect(html.contains(#"id="pane-handle" role="separator""#))
  }

  @Test func aSequenceOfStepsIsReadOnceAndTheSameAsATimeline() throws {
    let timeline = try TimelineReader.read(Array(InspectorFiles.recording.utf8), file: "s.jsonl")
    var iterator = timeline.steps.makeIterator()
    var pulled = 0
    let once = AnySequence {
      AnyIterator { () -> TimelineStep? in
        let step = iterator.next()
        pulled += step == nil ? 0 : 1
        return step
      }
    }
    var pieces: [String] = []
    TimelinePage().write(
      steps: once, kind: timeline.kind, stateType: timeline.stateType, warnings: [],
      file: "s.jsonl"
    ) { pieces.append($0) }
    #expect(pulled == 3)
    #expect(pieces.count > 3)
    #expect(pieces.joined() == TimelinePage().html(timeline, file: "s.jsonl"))
  }

  /// `JSON.parse` reads 9007199254740993 as 9007199254740992: the page's data holds a state's
  /// numbers as tagged text, which the script shows and compares as written.
  @Test func aStateKeepsItsNumbersAsTheFileWritesThem() throws {
    let recording = """
      {"format":"ChangeTracking.SessionRecording","stateType":"App.State","version":1}
      {"change":"id","sequence":1,"snapshot":{"id":9007199254740993,"name":"#1"},"time":0}
      {"change":"id","sequence":2,"snapshot":{"id":9007199254740992,"name":"#1"},"time":1}

      """
    let timeline = try TimelineReader.read(Array(recording.utf8), file: "s.jsonl")
    let html = TimelinePage().html(timeline, file: "s.jsonl")
    #expect(html.contains(##""state":{"id":"#9007199254740993","name":"'#1"}"##))
    #expect(html.contains(##""delta":[["id",{"value":"#9007199254740992"}]]"##))
    #expect(!html.contains("9007199254740993,"))
  }
}
