import ChangeTracking

/// A to-do list editor on a tracker with history: it performs commands and prints each reported
/// change, with the rows a list view would reload, and the resulting list.
@MainActor
final class Editor {
  /// The list, and its undo history of 50 steps.
  let tracker = StateTracker(TodoState(), historyCapacity: 50)

  /// Checkpoints, by the name the user gave them.
  private var checkpoints: [String: HistoryCheckpoint] = [:]

  /// Every record reported so far, saved with the history by `save`.
  private var records: [ChangeRecord<TodoState>] = []

  private var token: ObservationToken?

  /// Where the editor prints.
  private let output: (String) -> Void

  init(output: @escaping (String) -> Void = { print($0) }) {
    self.output = output
    token = tracker.observe { [unowned self] record in
      records.append(record)
      output("  changed \(record.change.rawValue): \(describe(record))")
    }
  }

  /// Reads and performs one line; prints an error instead when the line is wrong.
  func run(_ line: String) {
    output("> \(line)")
    do {
      let command = try EditorCommand(parsing: line)
      try perform(command)
      if case .help = command {
        return
      }
      output("  = \(describe(tracker.state))")
    } catch {
      output("  error: \(error)")
    }
  }

  /// Performs one command.
  func perform(_ command: EditorCommand) throws {
    switch command {
    case .title(let text):
      tracker.set(\.title, to: text)
    case .add(let text):
      tracker.transaction {
        let id = tracker.nextID
        tracker.set(\.nextID, to: id + 1)
        tracker.edit(\.items) { $0.append(TodoItem(id: id, text: text)) }
      }
    case .done(let number):
      let index = try itemIndex(number)
      try tracker.edit(\.items, at: index) { $0.isDone.toggle() }
    case .rename(let number, let text):
      // As a row's view model would: through a tracker over that row alone.
      let row = try tracker.scope(row: tracker.items[try itemIndex(number)].id, in: \.items)
      row.set(\.text, to: text)
    case .remove(let number):
      let index = try itemIndex(number)
      try tracker.edit(\.items) { try $0.remove(at: index) }
    case .move(let number, let place):
      let index = try itemIndex(number)
      let destination = try itemIndex(place)
      try tracker.edit(\.items) { try $0.move(from: index, to: destination) }
    case .group(let commands):
      do {
        try tracker.transaction {
          for command in commands {
            try perform(command)
          }
        }
      } catch {
        output("  the group failed, so the state it started from is restored")
        throw error
      }
    case .undo:
      if !tracker.undo() {
        output("  nothing to undo")
      }
    case .redo:
      if !tracker.redo() {
        output("  nothing to redo")
      }
    case .checkpoint(let name):
      checkpoints[name] = tracker.checkpoint()
    case .rollback(let name):
      guard let checkpoint = checkpoints[name] else {
        throw EditorCommandError.unknownCheckpoint(name)
      }
      try tracker.rollback(to: checkpoint)
    case .save:
      let bytes = try tracker.savedHistory(records: records).json()
      let saved = try SavedHistory<TodoState>(json: bytes)
      output(
        "  saved \(bytes.count) bytes: \(saved.records.count) records, "
          + "\(saved.snapshots.count) snapshots, at \(saved.currentIndex)")
    case .show:
      break
    case .help:
      output(EditorCommand.usage)
    }
  }

  /// The index of the item numbered `number` from 1.
  private func itemIndex(_ number: Int) throws(EditorCommandError) -> Int {
    let count = tracker.items.count
    guard (1...max(count, 1)).contains(number), count > 0 else {
      throw .noSuchItem(number, count: count)
    }
    return number - 1
  }

  /// What a list view does for a record: the title's new text, or the rows it inserts,
  /// deletes, reloads or moves, numbered from 1 as the list shows them.
  private func describe(_ record: ChangeRecord<TodoState>) -> String {
    switch record.change {
    case .title:
      return "\"\(record.snapshot.title)\""
    case .items:
      let rows = record.rowChanges ?? RowChanges([])
      return rows.map(describe).joined(separator: ", ")
    }
  }

  private func describe(_ row: RowChange) -> String {
    let item = row.id.map { " (item #\($0))" } ?? ""
    switch row {
    case .inserted(let offset, _): return "insert row \(offset + 1)\(item)"
    case .removed(let offset, _): return "delete row \(offset + 1)\(item)"
    case .updated(let offset, _): return "reload row \(offset + 1)\(item)"
    case .moved(let from, let to, _): return "move row \(from + 1) to \(to + 1)\(item)"
    }
  }

  private func describe(_ state: TodoState) -> String {
    let history = "undo: \(tracker.canUndo ? "yes" : "no"), redo: \(tracker.canRedo ? "yes" : "no")"
    return "\"\(state.title)\" \(describeItems(state.items))  (\(history))"
  }

  private func describeItems(_ items: [TodoItem]) -> String {
    guard !items.isEmpty else {
      return "(no items)"
    }
    return items.enumerated()
      .map { "\($0.offset + 1).[\($0.element.isDone ? "x" : " ")] \($0.element.text)" }
      .joined(separator: " ")
  }
}
