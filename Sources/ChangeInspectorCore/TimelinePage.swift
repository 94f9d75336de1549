import ChangeTrackingRendering

/// The timeline as one self-contained web page: the data embedded as JSON, the script and the
/// style inline, nothing fetched, so that it opens from the file system.
///
/// The page lists the steps on the left and shows the selected step on the right: its row
/// changes, its state as a collapsible tree with what changed marked, and its difference from
/// the step before. Both the list and the tree draw only the rows on screen, so that 100,000
/// records or a list of 10,000 rows stay responsive. Elements carry stable ids and `data-`
/// attributes (see ``pageScript``) for browser tests.
///
/// The page holds the first state whole and, for each step after it, only what changed (see
/// ``JSONValue/pageDelta(from:)``): its size grows with what the steps changed, not with the
/// state, and its script rebuilds a step's state when it is shown or searched. The page is
/// written piece by piece, one step at a time, so that writing it holds no second copy of the
/// states.
///
/// The script and the style are Swift strings, not resources of the package: SwiftPM's
/// `Bundle.module` looks for the resource bundle beside the executable and then at the path it
/// was built in, and stops the program when neither has it, so an executable copied elsewhere
/// alone would stop at the first page it writes once its build folder is gone.
struct TimelinePage {
  /// Which records to put in the page: the sequence range is applied, the change names fill
  /// the page's search box.
  var filter = TimelineFilter()

  /// The page for `timeline`, read from `file`, as one string.
  func html(_ timeline: Timeline, file: String) -> String {
    var page = ""
    write(timeline, file: file) { page += $0 }
    return page
  }

  /// Writes the page for `timeline`, read from `file`, handing it to `output` piece by piece.
  func write<Failure: Error>(
    _ timeline: Timeline,
    file: String,
    to output: (String) throws(Failure) -> Void
  ) throws(Failure) {
    try write(
      steps: timeline.steps, kind: timeline.kind, stateType: timeline.stateType,
      warnings: timeline.warnings, file: file, to: output)
  }

  /// Writes the page for `steps`, read one at a time, handing it to `output` piece by piece:
  /// a step's state is compared with the one before it and is then no longer needed.
  func write<Steps: Sequence<TimelineStep>, Failure: Error>(
    steps: Steps,
    kind: String,
    stateType: String?,
    warnings: [String],
    file: String,
    to output: (String) throws(Failure) -> Void
  ) throws(Failure) {
    var rangeOnly = filter
    rangeOnly.changes = []
    let about = JSONValue.object([
      .init(key: "file", value: .string(file)),
      .init(key: "kind", value: .string(kind)),
      .init(key: "stateType", value: stateType.map(JSONValue.string) ?? .null),
      .init(key: "typeName", value: .string(stateType.map(TimelineText.shortTypeName) ?? "state")),
      .init(key: "filter", value: .string(filter.changes.sorted().joined(separator: " "))),
      .init(key: "warnings", value: .array(warnings.map(JSONValue.string))),
    ])
    let title = Self.escaped("\(file) — change inspector")
    try output(
      """
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
      <input id="filter" type="search" placeholder="Search changes, values, paths" \
      autocomplete="off" spellcheck="false" aria-describedby="search-hint">
      <div id="search-hint">\(Self.searchHint)</div>
      <div id="step-count" aria-live="polite"></div>
      <div id="timeline" class="scroller" role="listbox" tabindex="0" aria-label="Steps"></div>
      </nav>
      <div id="pane-handle" role="separator" aria-orientation="vertical" tabindex="0" \
      aria-controls="timeline-pane" aria-label="Width of the list of steps" \
      title="Drag, or use the arrow keys, to widen the list of steps"></div>
      <section id="detail">
      <div id="step-heading"><div id="step-title"></div>\
      <a id="step-link" href="#" title="This page's address with #sequence at its end opens that \
      step">Link to this step</a></div>
      <ul id="rows"></ul>
      <div id="panes">
      <div class="pane"><h2>State</h2>\
      <div id="state" class="scroller" role="tree" aria-label="State"></div></div>
      <div class="pane"><h2>Difference from the step before</h2><p id="diff-message"></p>\
      <div id="diff"></div></div>
      </div>
      </section>
      </main>
      <script type="application/json" id="timeline-data">
      """)
    // The data object's members, then its steps, written one by one.
    let aboutJSON = about.embeddableJSON
    try output(aboutJSON.dropLast() + #","steps":["#)
    var previous: JSONValue?
    var isFirst = true
    for step in steps where rangeOnly.accepts(step) {
      try output((isFirst ? "" : ",") + Self.pageStep(step, after: previous).embeddableJSON)
      isFirst = false
      previous = step.snapshot
    }
    try output(
      """
      ]}</script>
      <script>
      \(Self.pageScript)
      </script>
      </body>
      </html>

      """)
  }

  /// What the page says of its search box's syntax, as HTML.
  static let searchHint = """
    Words find changes and values. <code>displayName = "Ada"</code>: the steps where it holds. \
    <code>accounts[id: 2]</code>, <code>items[0].text</code>: the steps that changed it. \
    The page's address with <code>#12</code> at its end opens step 12.
    """

  /// How many row changes a step's line in the list names: the selected step lists them all.
  static let rowLimit = 8

  /// One step as the page's script reads it: its state whole, or what changed from the state
  /// `before` it.
  private static func pageStep(_ step: TimelineStep, after before: JSONValue?) -> JSONValue {
    var members: [JSONValue.Member] = [
      .init(key: "seq", value: .number(String(step.sequence))),
      .init(key: "time", value: step.time.map { .string(TimelineText.timeOfDay($0)) } ?? .null),
      .init(key: "change", value: .string(step.change.printedChange)),
      .init(key: "name", value: .string(step.change.changeName)),
      .init(key: "detail", value: .string(TimelineText().detail(step, rowLimit: rowLimit))),
    ]
    if let rows = step.rowChanges {
      members.append(
        .init(
          key: "rows",
          value: .array(
            rows.map { row in
              var members: [JSONValue.Member] = [
                .init(key: "kind", value: row["kind"] ?? .null),
                .init(key: "offset", value: row["offset"] ?? .null),
              ]
              if let destination = row["to"] {
                members.append(.init(key: "to", value: destination))
              }
              members.append(.init(key: "text", value: .string(row.printedRowChange)))
              return .object(members)
            })))
    }
    if let value = step.printedValue {
      members.append(.init(key: "value", value: .string(value)))
    }
    if let state = step.snapshot, let before, let delta = state.pageDelta(from: before) {
      members.append(.init(key: "delta", value: delta))
    } else {
      members.append(.init(key: "state", value: step.snapshot?.taggedForPage ?? .null))
    }
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
