import ChangeTracking
import Testing

/// An array declared row by row inside an embedded state, edited through the module's scope.
@Suite struct RowScopedStateTests {
  /// An app that embeds a checklist module.
  struct AppState: TrackedState, Equatable {
    var checklist = ChecklistState.numbered(3)
    var user = "Ada"

    enum Change: Hashable, Sendable {
      case checklist(ChecklistState.Change)
      case user
    }

    static let trackedProperties: [TrackedProperty<Self>] = [
      .scoped(\.checklist, as: Change.checklist),
      .tracked(\.user, as: .user),
    ]
  }

  @Test func theParentsRecordCarriesTheRowChangesOfTheModulesEdit() throws {
    let app = StateTracker(AppState(), historyCapacity: 10)
    let module = try app.scope(\.checklist)
    var appRecords: [ChangeRecord<AppState>] = []
    var moduleRecords: [ChangeRecord<ChecklistState>] = []
    let appToken = app.observe { appRecords.append($0) }
    let moduleToken = module.observe { moduleRecords.append($0) }
    defer {
      appToken.cancel()
      moduleToken.cancel()
    }
    module.edit(\.items) { $0[1].isDone = true }
    #expect(app.checklist.items[1].isDone)
    #expect(appRecords.map(\.change) == [.checklist(.items)])
    #expect(appRecords.map(\.rowChanges) == [[.updated(offset: 1, id: RowID(1))]])
    #expect(moduleRecords.map(\.rowChanges) == [[.updated(offset: 1, id: RowID(1))]])
    // The root's history keeps the module's array whole in its snapshots: undo restores it.
    #expect(app.undo())
    #expect(!module.items[1].isDone)
    #expect(moduleRecords.count == 2)
  }
}
