import ChangeTracking
import ChangeTrackingRendering

/// How a record is written in failure messages and change logs: its number, its change, and the
/// value of the property the change identifies, as in `#3 .email = "ada@example.com"`.
enum RecordLine {
  /// One line for `record`.
  static func line<State: TrackedState>(_ record: ChangeRecord<State>) -> String {
    var line = "#\(record.sequence) \(change(record.change))"
    if let value = value(of: record.change, in: record.snapshot) {
      line += " = " + value
    }
    return line
  }

  /// One line per record, each indented by two spaces, or `(none)`.
  static func list<State: TrackedState>(_ records: some Collection<ChangeRecord<State>>) -> String {
    guard !records.isEmpty else {
      return "  (none)"
    }
    return records.map { "  " + line($0) }.joined(separator: "\n")
  }

  /// A change as written in Swift, such as `.email` or `.news(.step)`.
  static func change(_ change: some Hashable) -> String {
    DumpNode(change).singleLine
  }

  /// The value of the property that `change` identifies in `snapshot`, on one line, or `nil`
  /// when the property cannot be found.
  static func value<State: TrackedState>(of change: State.Change, in snapshot: State) -> String? {
    guard let name = State.propertyName(for: change),
      let child = Mirror(reflecting: snapshot).children.first(where: { $0.label == name })
    else {
      return nil
    }
    return DumpNode(child.value).singleLine
  }
}
