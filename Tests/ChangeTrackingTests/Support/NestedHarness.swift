import ChangeTracking

/// The trackers of one nested-view sequence, their observers, and the ``NestedModel`` they are
/// checked against.
///
/// The app has history (or, for an app whose views all write in place, none, and no twin);
/// `module` and `twin` are two scopes over its `module`, `detail` one over
/// its optional `detail`; row trackers are made on those three with `scope(row:in:)`, some at
/// the start and some by the sequence. Observers, in registration order: on the app, the module
/// scope, a log, the twin scope, the detail scope, the ``NestedReaction`` rule; on the module, a
/// log and its rows; on the twin, a log, the counter and its rows; on the detail, a log, its
/// first rows, the counter and its later rows; on each row, a log and the rule. Every log also
/// writes what it receives in one shared ``NestedJournal``.
final class NestedHarness: PropertyHarness {
  /// Thrown by a batch or an edit that fails on purpose.
  struct Refused: Error {}

  /// The root tracker, with history unless its capacity is 0.
  let app: StateTracker<NestedAppState>
  /// The first scope over `\.module`.
  let module: StateTracker<NestedModuleState>
  /// The second scope over `\.module`, when the app has one.
  let twin: StateTracker<NestedModuleState>?
  /// The scope over the optional `\.detail`.
  let detail: StateTracker<NestedModuleState>
  /// The row trackers, in the order they were made.
  private(set) var rows: [StateTracker<ChecklistItem>] = []
  /// Every log's records, in the order they arrived.
  let journal = NestedJournal()
  /// The app's log.
  let appLog: NestedRecorder<NestedAppState>
  /// Each scope's log.
  private(set) var scopeLogs: [NestedOperation.Container: NestedRecorder<NestedModuleState>] = [:]
  /// Each row tracker's log, at the row tracker's index.
  private(set) var rowLogs: [NestedRecorder<ChecklistItem>] = []
  /// The reference the trackers are checked against.
  let model: NestedModel

  /// What calls returned on the trackers, and what the model says they return, in call order;
  /// emptied by each check.
  var observed: [String] = []
  /// What the model says the calls in ``observed`` return.
  var expected: [String] = []
  /// Keeps the observers that write back registered.
  private var tokens: [ObservationToken] = []
  /// How many records of each log, by name, were checked already.
  var checkedRecords: [String: Int] = [:]
  /// How many lines of the journal were checked already.
  var checkedJournal = 0
  /// For each log that receives the module's array, by name, the array its last record of it
  /// led to: the next record's row changes start from there.
  var replayedItems: [String: [ChecklistItem]] = [:]

  /// Makes the trackers, their observers and the first row trackers, on the model too.
  ///
  /// A capacity of 0 makes an app without history; without `twin`, there is no twin scope.
  /// With neither, nothing needs a view's state before its write: every view writes in place,
  /// and a module's write reaches the app's observers directly.
  init(initial: NestedAppState, capacity: Int, twin hasTwin: Bool) {
    app = StateTracker(initial, historyCapacity: capacity)
    module = try! app.scope(\.module)
    appLog = NestedRecorder(app, name: "app", journal: journal)
    twin = hasTwin ? try! app.scope(\.module) : nil
    detail = try! app.scope(\.detail)
    model = NestedModel(initial, capacity: capacity, twin: hasTwin)
    tokens.append(
      app.observe { [unowned self] in perform(NestedReaction.afterApp($0.change, $0.snapshot)) })
    scopeLogs[.module] = NestedRecorder(module, name: "module", journal: journal)
    if let twin {
      scopeLogs[.twin] = NestedRecorder(twin, name: "twin", journal: journal)
      tokens.append(counter(on: .twin))
    }
    scopeLogs[.detail] = NestedRecorder(detail, name: "detail", journal: journal)
    for (container, raw) in [(NestedOperation.Container.module, 0), (.module, 1), (.twin, 2)]
    where model.containers.contains(container) {
      openRow(container, raw)
    }
    openRow(.detail, 0)
    openRow(.detail, 1)
    tokens.append(counter(on: .detail))
    model.registerDetailCounter()
    for container in model.containers {
      replayedItems["\(container)"] = tracker(container).state.items
    }
    replayedItems["app"] = initial.module.items
  }

  /// Registers the observer that writes the module's `count` back through `container`.
  private func counter(on container: NestedOperation.Container) -> ObservationToken {
    tracker(container).observe { [unowned self] record in
      perform(NestedReaction.afterModule(container, record.change, record.snapshot))
    }
  }

  /// The scope `container` names.
  func tracker(_ container: NestedOperation.Container) -> StateTracker<NestedModuleState> {
    switch container {
    case .module: module
    case .twin: twin!
    case .detail: detail
    }
  }

  /// Performs what a rule asked for, on the trackers.
  private func perform(_ reaction: NestedReaction?) {
    switch reaction {
    case nil:
      break
    case .setModuleName(let value):
      app.set(\.module.name, to: value)
    case .setCount(let container, let value):
      tracker(container).set(\.count, to: value)
    case .bumpTally:
      app.update { state in
        state.tally += 1
        state.note += 1
      }
    }
  }

  // MARK: Applying an operation

  /// Performs `operation` on the model, then on the trackers.
  func apply(_ operation: NestedOperation) {
    applyToModel(operation)
    applyToTrackers(operation)
  }

  private func applyToModel(_ operation: NestedOperation) {
    switch operation {
    case .rootSet(let target, let value):
      model.write { target.assign(value, in: &$0) }
    case .setDetail(let value):
      model.write { $0.detail = value }
    case .setItems(let container, let recipe):
      model.write { state in
        if container == .detail {
          if let items = state.detail?.items {
            state.detail?.items = NestedOperation.reshuffled(items, recipe: recipe)
          }
        } else {
          state.module.items = NestedOperation.reshuffled(state.module.items, recipe: recipe)
        }
      }
    case .rootUpdate(let edits, let throwing):
      model.batch(
        { state in for (target, value) in edits { target.assign(value, in: &state) } },
        throwing: throwing
      )
    case .containerSet(let container, let field, let value):
      model.write(container) { $0[keyPath: field.keyPath] = value }
    case .containerUpdate(let container, let edits, let toggle, let throwing):
      model.batch(
        container,
        { state in
          for (field, value) in edits { state[keyPath: field.keyPath] = value }
          if let toggle, !state.items.isEmpty {
            state.items[toggle % state.items.count].isDone.toggle()
          }
        },
        throwing: throwing
      )
    case .edit(let container, let steps, let throwing):
      model.edit(container, steps, throwing: throwing)
    case .openRow:
      // Made on the model with the trackers', by `openRow(_:_:)`.
      break
    case .rowSet(let raw, let field, let value):
      guard !model.rows.isEmpty else {
        return
      }
      model.writeRow(raw % model.rows.count) { item in
        switch field {
        case .title: item.title = "r\(value)"
        case .isDone: item.isDone = value.isMultiple(of: 2)
        }
      }
    case .rowUpdate(let raw, let value):
      guard !model.rows.isEmpty else {
        return
      }
      model.writeRow(raw % model.rows.count) { item in
        item.title = "u\(value)"
        item.isDone.toggle()
      }
    case .scopedHistory:
      expected.append("scoped undo false, redo false")
    case .undo:
      expected.append("undo \(model.undo())")
    case .redo:
      expected.append("redo \(model.redo())")
    }
  }

  private func applyToTrackers(_ operation: NestedOperation) {
    switch operation {
    case .rootSet(let target, let value):
      rootSet(target, value)
    case .setDetail(let value):
      app.set(\.detail, to: value)
    case .setItems(let container, let recipe):
      if container == .detail {
        if let items = app.state.detail?.items {
          app.set(\.detail!.items, to: NestedOperation.reshuffled(items, recipe: recipe))
        }
      } else {
        app.set(
          \.module.items, to: NestedOperation.reshuffled(app.state.module.items, recipe: recipe))
      }
    case .rootUpdate(let edits, let throwing):
      try? app.update { (state: inout NestedAppState) throws(Refused) in
        for (target, value) in edits { target.assign(value, in: &state) }
        if throwing { throw Refused() }
      }
    case .containerSet(let container, let field, let value):
      tracker(container).set(field.keyPath, to: value)
    case .containerUpdate(let container, let edits, let toggle, let throwing):
      try? tracker(container).update { (state: inout NestedModuleState) throws(Refused) in
        for (field, value) in edits { state[keyPath: field.keyPath] = value }
        if let toggle, !state.items.isEmpty {
          state.items[toggle % state.items.count].isDone.toggle()
        }
        if throwing { throw Refused() }
      }
    case .edit(let container, let steps, let throwing):
      try? tracker(container).edit(\.items) { (rows) throws(Refused) in
        for step in steps { step.apply(to: &rows) }
        if throwing { throw Refused() }
      }
    case .openRow(let container, let raw):
      openRow(container, raw)
    case .rowSet(let raw, let field, let value):
      guard !rows.isEmpty else {
        return
      }
      let row = rows[raw % rows.count]
      switch field {
      case .title: row.set(\.title, to: "r\(value)")
      case .isDone: row.set(\.isDone, to: value.isMultiple(of: 2))
      }
    case .rowUpdate(let raw, let value):
      guard !rows.isEmpty else {
        return
      }
      rows[raw % rows.count].update { item in
        item.title = "u\(value)"
        item.isDone.toggle()
      }
    case .scopedHistory(let raw):
      let scopes = [module, twin, detail].compactMap(\.self)
      let index = raw % (scopes.count + rows.count)
      let (undone, redone) =
        index < scopes.count
        ? (scopes[index].undo(), scopes[index].redo())
        : (rows[index - scopes.count].undo(), rows[index - scopes.count].redo())
      observed.append("scoped undo \(undone), redo \(redone)")
    case .undo:
      observed.append("undo \(app.undo())")
    case .redo:
      observed.append("redo \(app.redo())")
    }
  }

  /// A root `set` through the key path `target` names: nested, through the optional module
  /// (while present) and through an element of the module's array.
  private func rootSet(_ target: NestedOperation.Target, _ value: Int) {
    let state = app.state
    switch target {
    case .tally: app.set(\.tally, to: value)
    case .note: app.set(\.note, to: value)
    case .module(.count): app.set(\.module.count, to: value)
    case .module(.name): app.set(\.module.name, to: value)
    case .module(.cache): app.set(\.module.cache, to: value)
    case .detail(let field) where state.detail != nil:
      switch field {
      case .count: app.set(\.detail!.count, to: value)
      case .name: app.set(\.detail!.name, to: value)
      case .cache: app.set(\.detail!.cache, to: value)
      }
    case .detail: break
    case .itemTitle(let raw) where !state.module.items.isEmpty:
      app.set(\.module.items[raw % state.module.items.count].title, to: "t\(value)")
    case .itemDone(let raw) where !state.module.items.isEmpty:
      app.set(\.module.items[raw % state.module.items.count].isDone, to: value.isMultiple(of: 2))
    case .itemTitle, .itemDone: break
    }
  }

  /// Makes a row tracker on `container` for the row `raw` picks, and its two observers, on the
  /// model too.
  private func openRow(_ container: NestedOperation.Container, _ raw: Int) {
    if let (id, made) = model.openRow(container, raw) {
      expected.append(Self.describeOpening(id, made ? nil : Self.rowNotFound(id)))
    }
    guard rows.count < NestedModel.rowLimit else {
      return
    }
    let id = NestedOperation.rowID(raw, in: tracker(container).state.items)
    do {
      let row = try tracker(container).scope(row: id, in: \.items)
      let name = "row\(rows.count)"
      rows.append(row)
      rowLogs.append(NestedRecorder(row, name: name, journal: journal))
      tokens.append(
        row.observe { [unowned self] in perform(NestedReaction.afterRow($0.change, $0.snapshot)) })
      observed.append(Self.describeOpening(id, nil))
    } catch {
      observed.append(Self.describeOpening(id, error))
    }
  }

  private static func rowNotFound(_ id: Int) -> ScopeError {
    .rowNotFound(id: "\(id)", property: "\\NestedModuleState.items")
  }

  private static func describeOpening(_ id: Int, _ error: ScopeError?) -> String {
    "scope(row: \(id)) " + (error.map { "throws \($0)" } ?? "returns a tracker")
  }
}
