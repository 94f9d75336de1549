import ChangeTracking
import Foundation
import Testing

/// An edit's closure has exclusive access to the state of its tree: reads are free, a write
/// through any tracker of the tree stops the program with a message that names the edit, and
/// the access ends with the closure, whether it returns or throws.
@Suite struct EditExclusivityTests {
  struct Refused: Error {}

  // MARK: Reads are free, and the access ends with the closure

  @Test func theClosureReadsTheTrackerAsTheEditLeavesIt() {
    let tracker = StateTracker(ChecklistState.numbered(2))
    var seen: [Int] = []
    tracker.edit(\.items) { rows in
      rows.append(ChecklistItem(id: 7, title: "seven"))
      seen = tracker.items.map(\.id)
      #expect(tracker.title == "")
    }
    #expect(seen == [0, 1, 7])
  }

  @Test func aModulesEditReadsItsParentAndSiblingFreely() throws {
    let project = StateTracker(ProjectState())
    let checklist = try project.scope(\.checklist)
    let archive = try project.scope(\.archive)
    var read: (name: String, archived: Int, left: Int)?
    checklist.edit(\.items) { rows in
      _ = try? rows.remove(at: 0)
      read = (project.name, archive.items.count, checklist.items.count)
    }
    #expect(read?.name == "Project")
    #expect(read?.archived == 1)
    #expect(read?.left == 2)
    #expect(project.checklist.items.map(\.id) == [1, 2])
  }

  @Test func writesWorkAgainAfterAnEditReturnsOrThrows() throws {
    let project = StateTracker(ProjectState(), historyCapacity: 10)
    let checklist = try project.scope(\.checklist)
    let log = RecordLog(project)
    #expect(throws: Refused.self) {
      try checklist.edit(\.items) { (rows) throws(Refused) in
        rows.append(ChecklistItem(id: 9, title: "nine"))
        throw Refused()
      }
    }
    #expect(throws: RowEditError.offsetOutOfRange(offset: 5, count: 3)) {
      try checklist.edit(\.items, at: 5) { $0.isDone = true }
    }
    checklist.set(\.title, to: "Errands")
    project.set(\.name, to: "Home")
    try checklist.edit(\.items, at: 0) { $0.isDone = true }
    #expect(log.records.map(\.change) == [.checklist(.title), .name, .checklist(.items)])
    #expect(project.undo())
    #expect(project.checklist.items == ChecklistState.numbered(3).items)
  }

  @Test func anEditInsideABatchStopsTheProgram() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let tracker = StateTracker(ChecklistState.numbered(2))
      tracker.update { state in
        state.title = "Errands"
        tracker.edit(\.items) { $0[0].isDone = true }
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("an edit was made while a batch (`update`) was running."))
    #expect(message.contains("make the change through the batch's argument"))
  }

  // MARK: Writes that overlap an edit stop the program

  @Test func aSetThroughTheTrackerDuringAnEditStopsTheProgram() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let tracker = StateTracker(ChecklistState.numbered(2))
      tracker.edit(\.items) { rows in
        rows.append(ChecklistItem(id: 7, title: "seven"))
        tracker.set(\.title, to: "t")
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "Overlapping accesses to the state of StateTracker<ChecklistState>: a write was made "
          + "while an edit of `\\ChecklistState.items` was running."))
    #expect(message.contains("Make the write after the closure returns"))
    #expect(message.contains("make the change through the editor"))
  }

  @Test func anUndoDuringAnEditStopsTheProgram() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let tracker = StateTracker(ChecklistState.numbered(2), historyCapacity: 5)
      tracker.set(\.title, to: "t")
      tracker.edit(\.items) { _ in tracker.undo() }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("an undo was made while an edit of `\\ChecklistState.items`"))
  }

  @Test func aTransactionThatThrowsDuringAnEditStopsTheProgram() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let tracker = StateTracker(ChecklistState.numbered(2), historyCapacity: 5)
      tracker.edit(\.items) { _ in
        try? tracker.transaction { () throws(Refused) in throw Refused() }
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "the restore of a transaction that threw was made while an edit of "
          + "`\\ChecklistState.items`"))
  }

  @Test func clearingTheHistoryDuringAnEditStopsTheProgram() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let tracker = StateTracker(ChecklistState.numbered(2), historyCapacity: 5)
      tracker.set(\.title, to: "t")
      tracker.edit(\.items) { _ in tracker.clearHistory() }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "a clearing of the history was made while an edit of `\\ChecklistState.items`"))
  }

  @Test func savingTheHistoryDuringAnEditStopsTheProgram() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let tracker = StateTracker(ChecklistState.numbered(2), historyCapacity: 5)
      tracker.set(\.title, to: "t")
      tracker.edit(\.items) { _ in _ = tracker.savedHistory() }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains("a save of the history was made while an edit of `\\ChecklistState.items`"))
  }

  @Test func anEditInsideAnEditStopsTheProgram() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let tracker = StateTracker(ChecklistState.numbered(2))
      tracker.edit(\.items) { _ in tracker.edit(\.labels) { $0.append("x") } }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("an edit was made while an edit of `\\ChecklistState.items`"))
  }

  @Test func aWriteFromInsideAnElementEditStopsTheProgram() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let tracker = StateTracker(ChecklistState.numbered(2))
      try? tracker.edit(\.items, id: 1) { item in
        item.isDone = true
        tracker.set(\.title, to: "t")
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("a write was made while an edit of `\\ChecklistState.items`"))
  }

  @Test func aWriteFromAnElementBeingWrittenInPlaceStopsTheProgram() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let tracker = StateTracker(ChecklistState.numbered(2))
      tracker.edit(\.items) { rows in
        rows[0].rename(to: "renamed") { tracker.set(\.title, to: "t") }
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("a write was made while an edit of `\\ChecklistState.items`"))
  }

  @Test func aWriteThroughAParentDuringAModulesEditStopsTheProgram() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let project = StateTracker(ProjectState())
      let checklist = try? project.scope(\.checklist)
      checklist?.edit(\.items) { _ in project.set(\.name, to: "Home") }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "StateTracker<ProjectState>: a write was made while an edit through a tracker scoped "
          + "from it was running"))
  }

  @Test func aWriteThroughASiblingDuringAModulesEditStopsTheProgram() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let project = StateTracker(ProjectState())
      let checklist = try? project.scope(\.checklist)
      let archive = try? project.scope(\.archive)
      checklist?.edit(\.items) { _ in archive?.set(\.title, to: "Old") }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "a write was made while an edit through a tracker scoped from it was running"))
  }

  @Test func aWriteThroughAModuleDuringItsParentsEditStopsTheProgram() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let board = StateTracker(ShelfState())
      let checklist = try? board.scope(\.checklist)
      board.edit(\.tags) { _ in checklist?.set(\.title, to: "t") }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("a write was made while an edit of `\\ShelfState.tags`"))
  }

  @Test func aRowTrackersWriteDuringItsParentsEditStopsTheProgram() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let board = StateTracker(BoardState())
      let row = try? board.scope(row: 1, in: \.rows)
      board.edit(\.rows) { rows in
        rows[0].isDone = true
        row?.set(\.title, to: "renamed")
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("a write was made while an edit of `\\BoardState.rows`"))
  }
}

extension ChecklistItem {
  /// Renames the item, then calls `body` while the item is still being written.
  fileprivate mutating func rename(to title: String, then body: () -> Void) {
    self.title = title
    body()
  }
}
