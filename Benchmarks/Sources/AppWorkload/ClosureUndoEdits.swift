/// The workload's edits made by hand on a peer's model, each pushing the closure that takes it
/// back onto an undo stack of ``FeedShape/historyCapacity``: what a view model without a tracker
/// writes to do what ``TrackedFeedScreen/runCycle(_:)`` does.
///
/// A row's view model keeps its row's offset (rows are only appended, so offsets hold).
final class ClosureUndoEdits<Model: FeedModel> {
  let model: Model
  private let rowOffsets: [Int]
  private let undoStack = ClosureUndoStack(capacity: FeedShape.historyCapacity)
  private var nextID: Int

  /// Edits of `model`, whose list has `rowCount` rows.
  init(_ model: Model, rowCount: Int) {
    self.model = model
    rowOffsets = FeedShape.rowViewIDs(count: FeedShape.rowViewCount, rowCount: rowCount)
    nextID = rowCount
  }

  /// One workload cycle: append a row, toggle a row, rename the account, change the three
  /// scalars, undo; `afterEachChange` runs after each of the five.
  func runCycle(_ value: Int, afterEachChange: () -> Void) {
    let model = model
    let row = FeedRow(id: nextID, title: FeedWords.titles[0])
    nextID += 1
    model.rows.append(row)
    undoStack.push { model.rows.removeLast() }
    afterEachChange()

    let offset = rowOffsets[value % rowOffsets.count]
    model.rows[offset].isRead.toggle()
    undoStack.push { model.rows[offset].isRead.toggle() }
    afterEachChange()

    let oldName = model.accountName
    model.accountName = FeedWords.names[value & 1]
    undoStack.push { model.accountName = oldName }
    afterEachChange()

    let (oldTitle, oldIsRefreshing, oldRevision) = (model.title, model.isRefreshing, model.revision)
    model.title = FeedWords.titles[value & 1]
    model.isRefreshing.toggle()
    model.revision &+= 1
    undoStack.push {
      model.title = oldTitle
      model.isRefreshing = oldIsRefreshing
      model.revision = oldRevision
    }
    afterEachChange()

    undoStack.undo()
    afterEachChange()
  }
}
