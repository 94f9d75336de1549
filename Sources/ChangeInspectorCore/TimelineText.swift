import ChangeTrackingRendering

/// The timeline as text: one line per record (sequence, time, change, and the rows or the value
/// it changed), and with `diff`, each snapshot's difference from the one before, as the testing
/// module prints differences.
struct TimelineText {
  /// Which records to show.
  var filter = TimelineFilter()

  /// Whether to print each step's difference from the one before.
  var showsDiff = false

  /// Whether to colour the output for a terminal.
  var isColored = false

  /// The longest value printed on a record's line; longer ones end with `…`.
  static let valueLimit = 60

  /// The lines for `timeline`, read from `file`.
  func lines(_ timeline: Timeline, file: String) -> [String] {
    var lines: [String] = []
    let kind = [timeline.kind, timeline.stateType].compactMap { $0 }.joined(separator: ", ")
    let count = timeline.steps.count
    lines.append(
      style("\(file): \(kind), \(count) record\(count == 1 ? "" : "s")", code: "1"))
    let typeName = timeline.stateType.map(Self.shortTypeName)
    let width = timeline.steps.map { String($0.sequence).count }.max() ?? 1
    for (index, step) in timeline.steps.enumerated() where filter.accepts(step) {
      lines.append(line(step, sequenceWidth: width))
      guard showsDiff, index > 0, let before = timeline.steps[index - 1].snapshot,
        let after = step.snapshot
      else {
        continue
      }
      let diff = ValueDiff.lines(
        expected: before.dumpNode(typeName: typeName), actual: after.dumpNode(typeName: typeName))
      for diffLine in diff {
        let code =
          switch diffLine.mark {
          case .removed: "31"
          case .added: "32"
          case .same: "2"
          }
        lines.append("    " + style(diffLine.printed, code: code))
      }
    }
    return lines
  }

  /// One record on one line, its sequence number padded to `sequenceWidth` digits.
  func line(_ step: TimelineStep, sequenceWidth: Int = 0) -> String {
    let sequence = String(step.sequence)
    let padding = String(repeating: " ", count: max(0, sequenceWidth - sequence.count))
    var text = style("#\(sequence)", code: "1") + padding + "  "
    text += step.time.map(Self.timeOfDay) ?? "-"
    text += "  " + style(step.change.printedChange, code: "36")
    return text + detail(step)
  }

  /// What a record's line says after its change: two spaces and its row changes, or ` = ` and
  /// the value of the property it changed; empty when it has neither.
  ///
  /// - Parameters:
  ///   - step: The record.
  ///   - rowLimit: How many row changes to name before saying how many more there are; all
  ///     when `nil`.
  /// - Returns: The text that follows the change on the record's line.
  func detail(_ step: TimelineStep, rowLimit: Int? = nil) -> String {
    if let rows = step.rowChanges {
      let named = rows.prefix(rowLimit ?? rows.count)
      var printed = named.map(\.printedRowChange).joined(separator: ", ")
      if named.count < rows.count {
        printed += ", … \(rows.count - named.count) more"
      }
      return "  " + (rows.isEmpty ? "(no rows)" : printed)
    }
    if let value = step.printedValue ?? value(of: step) {
      return " = " + Self.shortened(value)
    }
    return ""
  }

  /// The value of the property the change names, when the snapshot has one of that name.
  private func value(of step: TimelineStep) -> String? {
    guard let name = step.change.caseName, let value = step.snapshot?[name] else {
      return nil
    }
    return value.singleLine
  }

  private static func shortened(_ value: String) -> String {
    guard value.count > valueLimit else {
      return value
    }
    return String(value.prefix(valueLimit - 1)) + "…"
  }

  /// `TodoState` for `EditorSample.TodoState`.
  static func shortTypeName(_ name: String) -> String {
    String(name.split(separator: ".").last ?? Substring(name))
  }

  /// The time of day in UTC, to the millisecond: `21:30:45.432`.
  static func timeOfDay(_ time: Double) -> String {
    let milliseconds = Int((time * 1000).rounded())
    let inDay = ((milliseconds % 86_400_000) + 86_400_000) % 86_400_000
    func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
    let hours = two(inDay / 3_600_000)
    let minutes = two(inDay / 60_000 % 60)
    let seconds = two(inDay / 1000 % 60)
    let fraction = String(inDay % 1000 + 1000).dropFirst()
    return "\(hours):\(minutes):\(seconds).\(fraction)"
  }

  private func style(_ text: String, code: String) -> String {
    isColored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
