import ChangeTracking
import Testing

/// The debug change log: one entry per record, with its row changes and what its snapshot
/// changed, word for word.
@Suite struct DebugChangeLogTests {
  @Test func aBatchShowsItsChangesOnceAndRowChangesInTheHeading() throws {
    // The log stops with its token: the last write is not logged.
    let tracker = StateTracker(ChecklistState.numbered(2))
    var entries: [String] = []
    let log = tracker.logChanges { entries.append($0) }
    tracker.update { state in
      state.title = "Groceries"
      state.items[1].isDone = true
    }
    try tracker.edit(\.items) { (items) throws(RowEditError) in _ = try items.remove(at: 0) }
    log.cancel()
    tracker.title = "Not logged"
    #expect(
      entries == [
        """
        #1 .items rows: updated 1 (id 1)
          ChecklistState(
            items: [
              … 1 unchanged
              [1]: ChecklistItem(
                … 2 unchanged
        -       isDone: false
        +       isDone: true
              )
            ]
            … 1 unchanged
        -   title: ""
        +   title: "Groceries"
          )
        """,
        """
        #2 .title
          (snapshot unchanged since #1)
        """,
        """
        #3 .items rows: removed 0 (id 0)
          ChecklistState(
            items: [
        -     [0]: ChecklistItem(
        -       id: 0
        -       title: "item 0"
        -       isDone: false
        -     )
              … 1 unchanged
            ]
            … 2 unchanged
          )
        """,
      ])
  }
}
