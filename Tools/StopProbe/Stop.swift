import ChangeTracking
import TestSupport

/// One misuse the misuse catalogue documents as stopping the program, performed as a user would
/// write it. Each case's raw value is the argument that names it to the probe.
enum Stop: String, CaseIterable {
  /// A `set` through the tracker inside its own batch's closure.
  case writeDuringBatch = "write-during-batch"

  /// A `set` through the tracker inside the closure of an element edit, `edit(_:at:_:)`.
  case writeDuringElementEdit = "write-during-element-edit"

  /// A `set` through the tracker inside an editor's closure, `edit(\.items) { editor in … }`.
  case writeDuringEditor = "write-during-editor"

  /// A `set` made from a property's `==` while an undo compares the state with its snapshot.
  case writeFromUndoComparison = "write-from-undo-comparison"

  /// A `set` made from an element's `==` while an element edit compares the edited copy.
  case writeFromElementComparison = "write-from-element-comparison"

  /// A `set` through a row's tracker that changes the row's id.
  case rowWriteChangesItsID = "row-write-changes-its-id"

  /// A batch through a row's tracker that changes the row's id.
  case rowBatchChangesItsID = "row-batch-changes-its-id"

  /// A read of a row's tracker inside the parent's edit that removed its row.
  case rowReadInsideRemovingEdit = "row-read-inside-removing-edit"

  /// A stream of values through a subscript, `values(of: \.items[1].title)`, whose index is gone
  /// when its record is delivered: the subscript's own stop.
  case valuesThroughAGoneIndex = "values-through-a-gone-index"

  /// Performs the misuse, which stops the program; returns only if it did not.
  func perform() throws {
    switch self {
    case .writeDuringBatch:
      let meter = StateTracker(MeterState())
      meter.update { state in
        state.count = 1
        meter.set(\.label, to: "inner")
      }
    case .writeDuringElementEdit:
      let list = StateTracker(ListState())
      try list.edit(\.items, at: 0) { item in
        item.title = "renamed"
        list.set(\.title, to: "inner")
      }
    case .writeDuringEditor:
      let list = StateTracker(ListState())
      list.edit(\.items) { editor in
        editor.append(ListItem(id: 7, title: "seven"))
        list.set(\.title, to: "inner")
      }
    case .writeFromUndoComparison:
      let meter = StateTracker(MeterState(), historyCapacity: 10)
      meter.set(\.probe, to: Probe(value: 1))
      Probe.onCompare = { meter.set(\.count, to: 9) }
      meter.undo()
    case .writeFromElementComparison:
      let list = StateTracker(ListState())
      Probe.onCompare = { list.set(\.title, to: "inner") }
      try list.edit(\.items, at: 0) { $0.probe.value = 1 }
    case .rowWriteChangesItsID:
      let list = StateTracker(ListState())
      let row = try list.scope(row: 1, in: \.items)
      row.set(\.id, to: 99)
    case .rowBatchChangesItsID:
      let list = StateTracker(ListState(), historyCapacity: 10)
      let row = try list.scope(row: 1, in: \.items)
      row.update { $0.id = 99 }
    case .rowReadInsideRemovingEdit:
      let list = StateTracker(ListState())
      let row = try list.scope(row: 1, in: \.items)
      try list.edit(\.items) { editor in
        _ = try editor.remove(id: 1)
        _ = row.title
      }
    case .valuesThroughAGoneIndex:
      let list = StateTracker(ListState())
      let titles = list.values(of: \.items[1].title)
      try list.edit(\.items) { editor in
        _ = try editor.remove(at: 1)
        _ = try editor.remove(at: 1)
      }
      withExtendedLifetime(titles) {}
    }
  }
}
