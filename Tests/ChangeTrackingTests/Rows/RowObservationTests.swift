import ChangeTracking
import Observation
import Testing

/// Edits, undo and row trackers through the Observation bridge: a view that reads the array is
/// invalidated by them, and one that reads another property is not.
@MainActor
@Suite struct RowObservationTests {
  @Test func anEditInvalidatesReadersOfTheArrayOnly() {
    let tracker = StateTracker(ChecklistState.numbered(3), historyCapacity: 5)
    tracker.enableObservation()
    let itemsReaders = InvalidationCounter()
    let titleReaders = InvalidationCounter()
    _ = withObservationTracking {
      tracker.items
    } onChange: {
      itemsReaders.increment()
    }
    _ = withObservationTracking {
      tracker.title
    } onChange: {
      titleReaders.increment()
    }

    tracker.edit(\.items) { $0[1].isDone = true }

    #expect(itemsReaders.count == 1)
    #expect(titleReaders.count == 0)
  }

  @Test func anUndoOfAnEditInvalidatesReadersOfTheArray() {
    let tracker = StateTracker(ChecklistState.numbered(3), historyCapacity: 5)
    tracker.enableObservation()
    tracker.edit(\.items) { $0[1].isDone = true }
    let itemsReaders = InvalidationCounter()
    _ = withObservationTracking {
      tracker.items
    } onChange: {
      itemsReaders.increment()
    }

    tracker.undo()

    #expect(itemsReaders.count == 1)
    #expect(!tracker.items[1].isDone)
  }
}
