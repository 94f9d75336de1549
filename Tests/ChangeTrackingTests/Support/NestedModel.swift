import ChangeTracking

/// A plain reference for an app tracker with history, three scopes over its modules, and row
/// trackers made on those scopes, written from the documented rules and nothing of the
/// library's internals.
///
/// - The truth is one ``NestedAppState`` value. The `module` and `twin` scopes keep the app's
///   `module`; the `detail` scope keeps the app's `detail` while present, and its last state
///   while absent, when its writes and those of its rows are refused. A row tracker keeps its
///   element as it last took it, and refuses writes from the delivery that tells it the element
///   is gone until one that tells it it is back.
/// - A write stores at once and makes one record per declared property that differs, in
///   declaration order, each with the state after the write and the tracker's next sequence
///   number: the app's records, and each scope's records of its part, which wait for the app's
///   record that embeds them. A module that appears or disappears is a change of each of its
///   tracked properties for the app; the detail scope records what differs from its last state.
/// - Records are delivered first in, first out; a write made during a delivery is stored at
///   once, and its records wait behind the current one. Each app record reaches the app's
///   observers in registration order: the module scope, the app's log, the twin scope, the
///   detail scope, the app's rule. A scope's turn delivers its waiting records to its own
///   observers in registration order: its log, its counter, its row trackers (in the order they
///   were made), each hearing `.items` only.
/// - A row tracker's turn for an `.items` record delivers the records of its own write that wait
///   for it; for any other, it takes its element as the scope has it now and delivers a record
///   of each property that differs, or, if the element is gone, starts refusing writes. Its
///   observers are its log, then its rule.
/// - A batch applies, on top of the state at its end, each property (recursively through the
///   modules, untracked ones included) that its closure changed from the state at its start.
/// - History lives on the app (``HistoryModel``): each write that makes app records is one step,
///   recorded when it is stored; undo and redo store the step's state and record none. An app
///   without history undoes and redoes nothing.
/// - An app may have no twin scope: the rules are the same, with one observer fewer on the app.
final class NestedModel {
  /// A record an observer is expected to receive.
  struct Record<State: TrackedState & Equatable>: Equatable, CustomStringConvertible {
    /// The change reported.
    let change: State.Change
    /// The record's number in its tracker's order.
    let sequence: Int
    /// The tracker's state with the write in it.
    let snapshot: State

    /// The record, short, for failure messages.
    var description: String {
      "\(NestedModel.name(of: change)) #\(sequence) @ \(snapshot)"
    }
  }

  /// One observer of a scope over a module, in registration order.
  enum ScopeObserver: Equatable {
    /// The scope's log.
    case log
    /// The observer that writes the module's `count` back through the scope.
    case counter
    /// The row tracker at this index of ``rows``, hearing `.items` only.
    case row(Int)
  }

  /// What the model keeps of one scope over a module.
  struct Scope {
    /// The scope's state: for `detail`, its last state while the app holds `nil`.
    var state: NestedModuleState
    /// The number the scope gave its last record.
    var lastSequence = 0
    /// Records waiting for the app record numbered `parent`, in order.
    var held: [(parent: Int, record: Record<NestedModuleState>)] = []
    var records: [Record<NestedModuleState>] = []
    /// The scope's observers, in registration order.
    var observers: [ScopeObserver]
  }

  /// What the model keeps of one row tracker.
  struct Row {
    /// The scope the row tracker was made on.
    let container: NestedOperation.Container
    /// The id of the row's element.
    let id: Int
    /// The element as the row tracker last took it.
    var state: ChecklistItem
    /// Whether a delivery told the row tracker that its element is gone.
    var isRemoved = false
    var lastSequence = 0
    /// Records of the row's own writes, waiting for the scope's record numbered `parent`.
    var held: [(parent: Int, record: Record<ChecklistItem>)] = []
    var records: [Record<ChecklistItem>] = []
  }

  /// The most row trackers a sequence makes.
  static let rowLimit = 8

  /// The app's state: the one truth.
  private(set) var state: NestedAppState
  /// What the model keeps of each scope.
  private(set) var scopes: [NestedOperation.Container: Scope]
  /// What the model keeps of each row tracker, in the order they were made.
  private(set) var rows: [Row] = []
  /// The records the app's log receives.
  private(set) var appRecords: [Record<NestedAppState>] = []
  /// Every record delivered to a log, in delivery order, as ``entry(_:_:_:)`` writes it.
  private(set) var journal: [String] = []
  /// The app's history; `nil` for an app without.
  private(set) var history: HistoryModel<NestedAppState>?

  /// The number the app gave its last record.
  private var appSequence = 0
  /// The app's records waiting for delivery.
  private var queue: [Record<NestedAppState>] = []
  /// Whether the app is delivering a record.
  private var isDelivering = false

  /// A model whose scopes hold no row tracker yet, with the counters registered where the
  /// harness registers them: on the twin after its log, on the detail after its first rows
  /// (``registerDetailCounter()``).
  ///
  /// A capacity of 0 is an app without history; without `twin`, the app has no twin scope.
  init(_ initial: NestedAppState, capacity: Int, twin: Bool) {
    state = initial
    scopes = [
      .module: Scope(state: initial.module, observers: [.log]),
      .detail: Scope(state: initial.detail ?? NestedModuleState(), observers: [.log]),
    ]
    if twin {
      scopes[.twin] = Scope(state: initial.module, observers: [.log, .counter])
    }
    history = capacity > 0 ? HistoryModel(capacity: capacity, initial: initial) : nil
  }

  /// The scopes the app has, in the order of ``NestedOperation/Container``.
  var containers: [NestedOperation.Container] {
    NestedOperation.Container.allCases.filter { scopes[$0] != nil }
  }

  /// Registers the detail scope's counter behind the observers it has.
  func registerDetailCounter() {
    scopes[.detail]!.observers.append(.counter)
  }

  /// Whether `app.undo()` does something.
  var canUndo: Bool { history?.canUndo ?? false }
  /// Whether `app.redo()` does something.
  var canRedo: Bool { history?.canRedo ?? false }

  /// Whether writes through `container` are stored.
  func accepts(_ container: NestedOperation.Container) -> Bool {
    container != .detail || state.detail != nil
  }

  /// Whether writes through the row tracker at `index` are stored.
  func accepts(row index: Int) -> Bool {
    !rows[index].isRemoved && accepts(rows[index].container)
  }

  /// The error the row tracker at `index` gives as its `scopeError`, if any.
  func scopeError(row index: Int) -> ScopeError? {
    if rows[index].isRemoved {
      return .rowNotFound(id: "\(rows[index].id)", property: "\\NestedModuleState.items")
    }
    return accepts(rows[index].container)
      ? nil : .embeddedStateIsNil(property: "\\NestedAppState.detail")
  }

  // MARK: Writes

  /// A root `set`.
  func write(_ change: (inout NestedAppState) -> Void) {
    var new = state
    change(&new)
    store(new)
  }

  /// A write through a scope; refused while the optional module is absent.
  func write(_ container: NestedOperation.Container, _ change: (inout NestedModuleState) -> Void) {
    guard accepts(container) else {
      return
    }
    var new = state
    if container == .detail {
      change(&new.detail!)
    } else {
      change(&new.module)
    }
    store(new)
  }

  /// A root `update`: `edit` runs on a copy, stored unless the batch throws.
  func batch(_ edit: (inout NestedAppState) -> Void, throwing: Bool = false) {
    var draft = state
    edit(&draft)
    guard !throwing else {
      return
    }
    store(draft)
  }

  /// A scope's `update`, as ``batch(_:throwing:)`` on the scope's state; refused while the
  /// optional module is absent.
  func batch(
    _ container: NestedOperation.Container,
    _ edit: (inout NestedModuleState) -> Void,
    throwing: Bool
  ) {
    var draft = scopes[container]!.state
    edit(&draft)
    guard !throwing else {
      return
    }
    write(container) { $0 = draft }
  }

  /// A scope's `edit(\.items)`: the steps, stored when the closure returns unless it throws.
  func edit(
    _ container: NestedOperation.Container, _ steps: [NestedOperation.EditStep], throwing: Bool
  ) {
    guard !throwing else {
      return
    }
    write(container) { module in
      for step in steps {
        step.apply(to: &module.items)
      }
    }
  }

  /// `container.scope(row:in:)` for the row `raw` picks: the id asked for, and whether a
  /// tracker was made; none once there are ``rowLimit``.
  func openRow(_ container: NestedOperation.Container, _ raw: Int) -> (id: Int, made: Bool)? {
    guard rows.count < Self.rowLimit else {
      return nil
    }
    let items = scopes[container]!.state.items
    let id = NestedOperation.rowID(raw, in: items)
    guard let element = items.first(where: { $0.id == id }) else {
      return (id, false)
    }
    rows.append(Row(container: container, id: id, state: element))
    scopes[container]!.observers.append(.row(rows.count - 1))
    return (id, true)
  }

  /// A write through the row tracker at `index`: stored as the scope's edit of that row, its
  /// records waiting for the scope's record of it; refused while the row is removed or its
  /// module absent.
  func writeRow(_ index: Int, _ change: (inout ChecklistItem) -> Void) {
    guard accepts(row: index) else {
      return
    }
    var new = rows[index].state
    change(&new)
    let changes = Self.changes(from: rows[index].state, to: new)
    guard !changes.isEmpty else {
      return
    }
    let container = rows[index].container
    let expected = scopes[container]!.lastSequence + 1
    for change in changes {
      rows[index].lastSequence += 1
      rows[index].held.append(
        (expected, Record(change: change, sequence: rows[index].lastSequence, snapshot: new)))
    }
    rows[index].state = new
    let id = rows[index].id
    write(container) { module in
      if let offset = module.items.firstIndex(where: { $0.id == id }) {
        module.items[offset] = new
      }
    }
  }

  // MARK: History

  /// `app.undo()`: stores the previous step's state, recording no step.
  func undo() -> Bool {
    guard let target = history?.undo() else {
      return false
    }
    store(target, recordsStep: false)
    return true
  }

  /// `app.redo()`: stores the next step's state, recording no step.
  func redo() -> Bool {
    guard let target = history?.redo() else {
      return false
    }
    store(target, recordsStep: false)
    return true
  }

  // MARK: Storing

  /// Stores `new`, makes the app's records and each scope's, records a step, and delivers
  /// unless a delivery is in progress.
  private func store(_ new: NestedAppState, recordsStep: Bool = true) {
    let before = state
    state = new
    var sequences: [NestedAppState.Change: Int] = [:]
    let changes = Self.changes(from: before, to: new)
    for change in changes {
      appSequence += 1
      sequences[change] = appSequence
      queue.append(Record(change: change, sequence: appSequence, snapshot: new))
    }
    for container in containers {
      adopt(container, sequences: sequences)
    }
    if !changes.isEmpty, recordsStep {
      history?.record(new)
    }
    if !isDelivering {
      drain()
    }
  }

  /// Brings a scope in step with the app's state: a record of each property that differs from
  /// its state, waiting for the app's record of the same change.
  private func adopt(
    _ container: NestedOperation.Container, sequences: [NestedAppState.Change: Int]
  ) {
    guard let embedded = container == .detail ? state.detail : state.module else {
      return
    }
    var scope = scopes[container]!
    for change in Self.changes(from: scope.state, to: embedded) {
      scope.lastSequence += 1
      // An app record that does not exist (0) lets the scope's record go undelivered.
      scope.held.append(
        (
          sequences[container.embed(change)] ?? 0,
          Record(change: change, sequence: scope.lastSequence, snapshot: embedded)
        ))
    }
    scope.state = embedded
    scopes[container] = scope
  }

  // MARK: Delivering

  /// Delivers the app's records, first in, first out, until none is left.
  private func drain() {
    isDelivering = true
    while !queue.isEmpty {
      deliver(queue.removeFirst())
    }
    isDelivering = false
  }

  /// Hands one app record to the app's observers in registration order.
  private func deliver(_ record: Record<NestedAppState>) {
    relay(.module, record.sequence)
    appRecords.append(record)
    journal.append(Self.entry("app", record.change, record.sequence))
    relay(.twin, record.sequence)
    relay(.detail, record.sequence)
    perform(NestedReaction.afterApp(record.change, record.snapshot))
  }

  /// A scope's turn: delivers its records waiting for the app record `sequence`, and lets go of
  /// those that waited for an earlier one.
  private func relay(_ container: NestedOperation.Container, _ sequence: Int) {
    guard scopes[container] != nil else {
      return
    }
    while let first = scopes[container]!.held.first, first.parent <= sequence {
      scopes[container]!.held.removeFirst()
      if first.parent == sequence {
        deliver(first.record, in: container)
      }
    }
  }

  /// Hands one scope record to the scope's observers in registration order.
  private func deliver(
    _ record: Record<NestedModuleState>, in container: NestedOperation.Container
  ) {
    var index = 0
    while index < scopes[container]!.observers.count {
      switch scopes[container]!.observers[index] {
      case .log:
        scopes[container]!.records.append(record)
        journal.append(Self.entry("\(container)", record.change, record.sequence))
      case .counter:
        perform(NestedReaction.afterModule(container, record.change, record.snapshot))
      case .row(let row):
        if record.change == .items {
          rowTurn(row, record.sequence)
        }
      }
      index += 1
    }
  }

  /// A row tracker's turn for its scope's `.items` record `sequence`.
  private func rowTurn(_ index: Int, _ sequence: Int) {
    var released = false
    while let first = rows[index].held.first, first.parent <= sequence {
      rows[index].held.removeFirst()
      if first.parent == sequence {
        released = true
        deliver(first.record, toRow: index)
      }
    }
    guard !released else {
      return
    }
    let items = scopes[rows[index].container]!.state.items
    guard let element = items.first(where: { $0.id == rows[index].id }) else {
      rows[index].isRemoved = true
      return
    }
    rows[index].isRemoved = false
    var records: [Record<ChecklistItem>] = []
    for change in Self.changes(from: rows[index].state, to: element) {
      rows[index].lastSequence += 1
      records.append(Record(change: change, sequence: rows[index].lastSequence, snapshot: element))
    }
    rows[index].state = element
    for record in records {
      deliver(record, toRow: index)
    }
  }

  /// Hands one row record to the row's observers: its log, then its rule.
  private func deliver(_ record: Record<ChecklistItem>, toRow index: Int) {
    rows[index].records.append(record)
    journal.append(Self.entry("row\(index)", record.change, record.sequence))
    perform(NestedReaction.afterRow(record.change, record.snapshot))
  }

  /// Performs what a rule asked for, on the model.
  private func perform(_ reaction: NestedReaction?) {
    switch reaction {
    case nil:
      break
    case .setModuleName(let value):
      write { $0.module.name = value }
    case .setCount(let container, let value):
      write(container) { $0.count = value }
    case .bumpTally:
      batch { state in
        state.tally += 1
        state.note += 1
      }
    }
  }
}
