import ChangeTracking

/// A plain reference for a parent tracker with history and two scopes (`\.kid` and the optional
/// `\.opt`), written from the documented rules and nothing of the library's internals.
///
/// - The truth is one ``ParentState`` value. Each child keeps its last state: the kid's is always
///   the parent's `kid`; the optional child's is the parent's `opt` while present, and the state
///   it had when `opt` became `nil` while absent (its writes are then refused).
/// - A write stores at once and reports one record per declared property that differs, in
///   declaration order (an optional child that appears or disappears: each of its tracked
///   properties), each with the state after the write. A record of `.kid(…)` carries the kid's
///   record; one of `.opt(…)` carries the optional child's record when `opt` is present and that
///   property differs from the child's last state.
/// - Records are delivered first in, first out. A write made during a delivery is stored at once
///   and its records wait behind the current one. Each record reaches the parent's observers in
///   registration order: the kid scope, the parent's log, the optional scope, the parent's rule;
///   a scope's turn delivers its child's record to the child's observers (log, then rules).
/// - A batch applies, on top of the state at its end, each property (recursively, untracked ones
///   included) that its closure changed from the state at its start.
/// - History lives on the parent (``HistoryModel``): each reported write is one step, recorded
///   when it is stored; a transaction, opened through either tracker, is one step at its end,
///   restores its starting state when it throws, and locks undo, redo and rollback meanwhile.
final class ComposedModel {
  /// A record an observer is expected to receive.
  struct Record<State: TrackedState & Equatable>: Equatable, CustomStringConvertible {
    let change: State.Change
    let snapshot: State

    var description: String { "\(ComposedModel.name(of: change)) @ \(snapshot)" }
  }

  /// A parent record waiting to be delivered, with the child records that the scopes deliver at
  /// their turn.
  private struct Pending {
    let record: Record<ParentState>
    var kid: Record<KidState>?
    var opt: Record<KidState>?
  }

  private(set) var state: ParentState
  /// The kid scope's state.
  private(set) var kid: KidState
  /// The optional scope's state: the parent's `opt` while present, its last value otherwise.
  private(set) var opt: KidState
  private(set) var history: HistoryModel<ParentState>
  private(set) var openTransactions = 0
  private(set) var parentRecords: [Record<ParentState>] = []
  private(set) var kidRecords: [Record<KidState>] = []
  private(set) var optRecords: [Record<KidState>] = []

  /// The position of each snapshot of the history, counted from the first one, to tell an
  /// evicted checkpoint from a discarded one.
  private var positions: [Int: Int] = [0: 0]
  private var transactionHasSteps = false
  private var queue: [Pending] = []
  private var isDelivering = false

  init(_ initial: ParentState, capacity: Int) {
    state = initial
    kid = initial.kid
    opt = initial.opt ?? KidState()
    history = HistoryModel(capacity: capacity, initial: initial)
  }

  var canUndo: Bool { openTransactions == 0 && history.canUndo }
  var canRedo: Bool { openTransactions == 0 && history.canRedo }

  // MARK: Writes

  /// A parent `set`.
  func write(_ change: (inout ParentState) -> Void) {
    var new = state
    change(&new)
    store(new)
  }

  /// A child `set`; refused while the optional child is absent.
  func write(_ child: ComposedOperation.Child, _ change: (inout KidState) -> Void) {
    var new = state
    switch child {
    case .kid:
      change(&new.kid)
    case .opt:
      guard new.opt != nil else {
        return
      }
      change(&new.opt!)
    }
    store(new)
  }

  /// A parent `update`: `edit` runs on a copy, stored unless the batch throws.
  func batch(_ edit: (inout ParentState) -> Void, throwing: Bool = false) {
    var draft = state
    edit(&draft)
    guard !throwing else {
      return
    }
    store(draft)
  }

  /// A child `update`, as ``batch(_:throwing:)`` on the child's state; refused while the
  /// optional child is absent.
  func batch(_ child: ComposedOperation.Child, _ edit: (inout KidState) -> Void, throwing: Bool) {
    var draft = child == .kid ? kid : opt
    edit(&draft)
    guard !throwing else {
      return
    }
    var new = state
    switch child {
    case .kid:
      new.kid = draft
    case .opt:
      guard state.opt != nil else {
        return
      }
      new.opt = draft
    }
    store(new)
  }

  /// A transaction, of the parent or of a child: one step of the parent's history.
  func transaction(throwing: Bool, _ body: () -> Void) {
    let start = state
    if openTransactions == 0 {
      transactionHasSteps = false
    }
    openTransactions += 1
    body()
    openTransactions -= 1
    let recordsStep = openTransactions == 0 && transactionHasSteps && !throwing
    if openTransactions == 0 {
      transactionHasSteps = false
    }
    if throwing {
      store(start, recordsStep: false)
    } else if recordsStep {
      appendStep()
    }
  }

  // MARK: History

  func undo() -> Bool {
    guard openTransactions == 0, let target = history.undo() else {
      return false
    }
    store(target, recordsStep: false)
    return true
  }

  func redo() -> Bool {
    guard openTransactions == 0, let target = history.redo() else {
      return false
    }
    store(target, recordsStep: false)
    return true
  }

  /// The identity of the current snapshot, which a checkpoint marks.
  func checkpoint() -> Int {
    history.current.id
  }

  /// Rolls back to the snapshot `id`; returns the error the tracker must throw instead, if any.
  func rollback(to id: Int) -> HistoryError? {
    guard openTransactions == 0 else {
      return .transactionInProgress
    }
    if let snapshot = history.snapshot(id: id) {
      store(snapshot)
      return nil
    }
    let oldest = positions[history.timeline[0].id]!
    if history.gone[id] == .evicted || positions[id]! < oldest {
      return .evictedCheckpoint
    }
    return .unknownCheckpoint
  }

  // MARK: Storing and delivering

  /// Stores `new`, queues its records, records a step, and delivers unless a delivery is in
  /// progress.
  private func store(_ new: ParentState, recordsStep: Bool = true) {
    let before = state
    let optBefore = opt
    state = new
    kid = new.kid
    if let present = new.opt {
      opt = present
    }
    let changes = Self.changes(from: before, to: new)
    for change in changes {
      var pending = Pending(record: Record(change: change, snapshot: new))
      switch change {
      case .x:
        break
      case .kid(let kidChange):
        pending.kid = Record(change: kidChange, snapshot: new.kid)
      case .opt(let optChange):
        if let present = new.opt, Self.changes(from: optBefore, to: present).contains(optChange) {
          pending.opt = Record(change: optChange, snapshot: present)
        }
      }
      queue.append(pending)
    }
    if !changes.isEmpty, recordsStep {
      if openTransactions > 0 {
        transactionHasSteps = true
      } else {
        appendStep()
      }
    }
    if !isDelivering {
      drain()
    }
  }

  private func appendStep() {
    let position = positions[history.current.id]! + 1
    history.record(state)
    positions[history.current.id] = position
  }

  private func drain() {
    isDelivering = true
    var next = 0
    while next < queue.count {
      deliver(queue[next])
      next += 1
    }
    queue.removeAll()
    isDelivering = false
  }

  /// Hands one record to the parent's observers in registration order.
  private func deliver(_ pending: Pending) {
    if let record = pending.kid {
      kidRecords.append(record)
      perform(ComposedReaction.afterKidA(record.change, record.snapshot))
      perform(ComposedReaction.afterKid(record.change, record.snapshot))
    }
    parentRecords.append(pending.record)
    if let record = pending.opt {
      optRecords.append(record)
    }
    perform(ComposedReaction.afterParent(pending.record.change, pending.record.snapshot))
  }

  private func perform(_ reaction: ComposedReaction?) {
    switch reaction {
    case nil:
      break
    case .setKidB(let value):
      write(.kid) { $0.b = value }
    case .bumpParent:
      batch { state in
        state.x += 2
        state.note += 1
      }
    case .setOptA(let value):
      write(.opt) { $0.a = value }
    }
  }

  // MARK: Differences

  /// The changes a write from `before` to `after` reports, in declaration order.
  static func changes(from before: ParentState, to after: ParentState) -> [ParentState.Change] {
    var changes: [ParentState.Change] = before.x != after.x ? [.x] : []
    changes += Self.changes(from: before.kid, to: after.kid).map(ParentState.Change.kid)
    switch (before.opt, after.opt) {
    case (nil, nil):
      break
    case (let old?, let new?):
      changes += Self.changes(from: old, to: new).map(ParentState.Change.opt)
    default:
      changes += [.opt(.a), .opt(.b)]
    }
    return changes
  }

  /// The changes a write from `before` to `after` reports on a child, in declaration order.
  static func changes(from before: KidState, to after: KidState) -> [KidState.Change] {
    (before.a != after.a ? [.a] : []) + (before.b != after.b ? [.b] : [])
  }

  /// A change's name as written in Swift, such as `.kid(.a)`.
  static func name<Change>(of change: Change) -> String {
    switch change {
    case let change as ParentState.Change:
      switch change {
      case .x: ".x"
      case .kid(let inner): ".kid(\(name(of: inner)))"
      case .opt(let inner): ".opt(\(name(of: inner)))"
      }
    case let change as KidState.Change:
      change == .a ? ".a" : ".b"
    default:
      "\(change)"
    }
  }
}
