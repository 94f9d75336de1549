import ChangeTracking

/// The timeline as one self-contained web page: the data embedded as JSON, the script and the
/// style inline, nothing fetched, so that it opens from the file system.
///
/// The page lists the steps on the left and shows the selected step on the right: its row
/// changes, its state as a collapsible tree with what changed marked, and its difference from
/// the step before. Both the list and the tree draw only the rows on screen, so that 100,000
/// records or a list of 10,000 rows stay responsive. Elements carry stable ids and `data-`
/// attributes (see ``pageScript``) for browser tests.
struct TimelinePage {
  /// Which records to put in the page: the sequence range is applied, the change names fill
  /// the page's filter box.
  var filter = TimelineFilter()

  /// The page for `timeline`, read from `file`.
  func html(_ timeline: Timeline, file: String) -> String {
    var rangeOnly = filter
    rangeOnly.changes = []
    let steps = timeline.steps.filter(rangeOnly.accepts)
    let data = JSONValue.object([
      .init(key: "file", value: .string(file)),
      .init(key: "kind", value: .string(timeline.kind)),
      .init(key: "stateType", value: timeline.stateType.map(JSONValue.string) ?? .null),
      .init(
        key: "typeName",
        value: .string(timeline.stateType.map(TimelineText.shortTypeName) ?? "state")),
      .init(key: "filter", value: .string(filter.changes.sorted().joined(separator: " "))),
      .init(key: "warnings", value: .array(timeline.warnings.map(JSONValue.string))),
      .init(key: "steps", value: .array(steps.map(Self.pageStep))),
    ])
    let title = Self.escaped("\(file) — change inspector")
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(title)</title>
      <style>
      \(Self.pageStyle)
      </style>
      </head>
      <body>
      <header id="heading"><h1 id="file-name"></h1><span id="file-kind"></span>\
      <span id="warnings"></span></header>
      <main>
      <nav id="timeline-pane">
      <input id="filter" type="search" placeholder="Filter by change name" autocomplete="off">
      <div id="step-count"></div>
      <div id="timeline" class="scroller" role="listbox" tabindex="0" aria-label="Steps"></div>
      </nav>
      <section id="detail">
      <div id="step-title"></div>
      <ul id="rows"></ul>
      <div id="panes">
      <div class="pane"><h2>State</h2>\
      <div id="state" class="scroller" role="tree" aria-label="State"></div></div>
      <div class="pane"><h2>Difference from the step before</h2><div id="diff"></div></div>
      </div>
      </section>
      </main>
      <script type="application/json" id="timeline-data">\(data.embeddableJSON)</script>
      <script>
      \(Self.pageScript)
      </script>
      </body>
      </html>

      """
  }

  /// One step as the page's script reads it.
  private static func pageStep(_ step: TimelineStep) -> JSONValue {
    let text = TimelineText()
    var members: [JSONValue.Member] = [
      .init(key: "seq", value: .number(String(step.sequence))),
      .init(key: "time", value: step.time.map { .string(TimelineText.timeOfDay($0)) } ?? .null),
      .init(key: "change", value: .string(step.change.printedChange)),
      .init(key: "name", value: .string(step.change.changeName)),
      .init(key: "line", value: .string(text.line(step))),
    ]
    if let rows = step.rowChanges {
      members.append(
        .init(
          key: "rows",
          value: .array(
            rows.map { row in
              .object([
                .init(key: "kind", value: row["kind"] ?? .null),
                .init(key: "offset", value: row["offset"] ?? .null),
                .init(key: "to", value: row["to"] ?? .null),
                .init(key: "text", value: .string(row.printedRowChange)),
              ])
            })))
    }
    if let value = step.printedValue {
      members.append(.init(key: "value", value: .string(value)))
    }
    members.append(.init(key: "state", value: step.snapshot?.taggedForPage ?? .null))
    return .object(members)
  }

  /// `text` with the characters HTML gives a meaning escaped.
  static func escaped(_ text: String) -> String {
    text.escaped { scalar in
      switch scalar {
      case "&": "&amp;"
      case "<": "&lt;"
      case ">": "&gt;"
      case "\"": "&quot;"
      default: nil
      }
    }
  }
}
