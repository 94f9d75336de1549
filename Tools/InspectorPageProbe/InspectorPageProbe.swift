import ChangeInspectorCore
import Foundation

/// Writes the inspector's page for a session too large to record with whole states, for the
/// browser check to measure the page's size and how long it takes to open: by default 100,000
/// records of a list of 1,000 rows, each record renaming one row.
///
/// Usage: `InspectorPageProbe PAGE [RECORDS [ROWS]]`. The page is written as
/// `change-inspector FILE --html PAGE` writes one, from steps made one at a time.
@main
enum InspectorPageProbe {
  static func main() throws {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard let path = arguments.first else {
      FileHandle.standardError.write(Data("usage: InspectorPageProbe PAGE [RECORDS [ROWS]]\n".utf8))
      exit(64)
    }
    let records = arguments.dropFirst().first.flatMap { Int($0) } ?? 100_000
    let rowCount = max(1, arguments.dropFirst(2).first.flatMap { Int($0) } ?? 1_000)
    var rows = (0..<rowCount).map { row($0, edit: nil) }
    let steps = sequence(state: 0) { (sequence: inout Int) -> TimelineStep? in
      guard sequence < records else {
        return nil
      }
      sequence += 1
      // Rows far apart, in an order that visits them all.
      let offset = sequence * 7919 % rowCount
      rows[offset] = row(offset, edit: sequence)
      let change = JSONValue.object([
        .init(key: "intID", value: .number(String(offset))),
        .init(key: "kind", value: .string("updated")),
        .init(key: "offset", value: .number(String(offset))),
      ])
      let state = JSONValue.object([
        .init(key: "title", value: .string("Settings")),
        .init(key: "rows", value: .array(rows)),
        .init(key: "nextID", value: .number(String(rowCount))),
      ])
      return TimelineStep(
        sequence: sequence, time: 1_800_000_000 + Double(sequence) / 100,
        change: .string("rows"), rowChanges: [change], snapshot: state)
    }
    try ChangeInspector.writePage(
      steps: steps, kind: "session recording, version 1", stateType: "Probe.ListState",
      file: "probe.jsonl", to: path)
  }

  /// The row of `id`, renamed by record `edit` when it says.
  static func row(_ id: Int, edit: Int?) -> JSONValue {
    .object([
      .init(key: "id", value: .number(String(id))),
      .init(key: "title", value: .string(edit.map { "Row \(id), edit \($0)" } ?? "Row \(id)")),
      .init(key: "isDone", value: .bool(id.isMultiple(of: 3))),
      .init(key: "note", value: .string("A note on row \(id) of the list")),
    ])
  }
}
