import ArticleSampleChecks
import ChangeTracking
import Testing

// The sample of RowChange's documentation comment, word for word, so that it compiles and runs.

/// The list view the sample updates: it records each call.
private final class TableView {
  var calls: [String] = []

  func insertRow(at offset: Int) { calls.append("insert \(offset)") }
  func deleteRow(at offset: Int) { calls.append("delete \(offset)") }
  func reloadRow(at offset: Int) { calls.append("reload \(offset)") }
  func moveRow(from: Int, to: Int) { calls.append("move \(from) \(to)") }
}

@Suite struct RowChangeSampleTests {
  @Test func everySwiftSampleIsMirroredHere() throws {
    try ArticleSamples.expectEachDocumentationSample(
      of: "Sources/ChangeTracking/Rows/RowChange.swift", in: #filePath)
  }

  @Test func sampleUpdatesTheListViewRowByRow() throws {
    let tracker = StateTracker(ChecklistState.numbered(3))
    let tableView = TableView()

    // Keep the token: releasing it stops the observer.
    let token = tracker.observe([.items]) { record in
      for row in record.rowChanges ?? [] {
        switch row {
        case .inserted(let offset, _): tableView.insertRow(at: offset)
        case .removed(let offset, _): tableView.deleteRow(at: offset)
        case .updated(let offset, _): tableView.reloadRow(at: offset)
        case .moved(let from, let to, _): tableView.moveRow(from: from, to: to)
        }
      }
    }

    try tracker.edit(\.items) { (items) throws(RowEditError) in
      items.append(ChecklistItem(id: 3, title: "item 3"))
      _ = try items.remove(at: 0)
      try items.update(at: 0) { $0.isDone = true }
      try items.move(from: 2, to: 0)
    }
    tracker.title = "Not a row"
    token.cancel()
    #expect(tableView.calls == ["insert 3", "delete 0", "reload 0", "move 2 0"])
  }
}
