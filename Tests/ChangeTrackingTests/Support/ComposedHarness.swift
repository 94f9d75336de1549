import ChangeTracking

/// The trackers of one composed sequence, their observers, and the ``ComposedModel`` they are
/// checked against.
///
/// The parent has history; `kid` and `opt` are its scopes. Observers, in registration order:
/// on the parent, the kid scope, a log, the optional scope, the ``ComposedReaction`` rule; on the
/// kid, a log and the two kid rules; on the optional child, a log. The optional scope is created
/// once and kept while `opt` is `nil`: it takes the parent's value again when one is stored.
final class ComposedHarness: PropertyHarness {
  struct Refused: Error {}

  let parent: StateTracker<ParentState>
  let kid: StateTracker<KidState>
  let opt: StateTracker<KidState>
  let parentLog: RecordLog<ParentState>
  let kidLog: RecordLog<KidState>
  let optLog: RecordLog<KidState>
  let model: ComposedModel

  /// The checkpoints kept, each with the model's identity of its snapshot.
  private var checkpoints: [(token: HistoryCheckpoint, id: Int)] = []
  /// What history calls returned on the trackers, and what the model says they return, in call
  /// order.
  private var observed: [String] = []
  private var expected: [String] = []
  private var tokens: [ObservationToken] = []

  /// How far the parent's records were checked, and the snapshot before the next one.
  private var checkedParentRecords = 0
  private var lastCheckedSnapshot: ParentState
  /// The optional child's state when the sequence began.
  private let initialOpt: KidState

  init(initial: ParentState, capacity: Int) {
    parent = StateTracker(initial, historyCapacity: capacity)
    kid = try! parent.scope(\.kid)
    parentLog = RecordLog(parent)
    opt = try! parent.scope(\.opt)
    kidLog = RecordLog(kid)
    optLog = RecordLog(opt)
    model = ComposedModel(initial, capacity: capacity)
    lastCheckedSnapshot = initial
    initialOpt = initial.opt ?? KidState()
    tokens = [
      kid.observe { [unowned self] in perform(.afterKidA($0.change, $0.snapshot)) },
      kid.observe { [unowned self] in perform(.afterKid($0.change, $0.snapshot)) },
      parent.observe { [unowned self] in perform(.afterParent($0.change, $0.snapshot)) },
    ]
  }

  private func perform(_ reaction: ComposedReaction?) {
    switch reaction {
    case nil:
      break
    case .setKidB(let value):
      kid.set(\.b, to: value)
    case .bumpParent:
      parent.update { state in
        state.x += 2
        state.note += 1
      }
    case .setOptA(let value):
      opt.set(\.a, to: value)
    }
  }

  private func tracker(_ child: ComposedOperation.Child) -> StateTracker<KidState> {
    child == .kid ? kid : opt
  }

  // MARK: Applying an operation

  /// Performs `operation` on the model, then on the trackers.
  func apply(_ operation: ComposedOperation) {
    applyToModel(operation)
    applyToTrackers(operation)
  }

  private func applyToModel(_ operation: ComposedOperation) {
    switch operation {
    case .parentSet(let target, let value):
      model.write { target.assign(value, in: &$0) }
    case .setOpt(let value):
      model.write { $0.opt = value }
    case .childSet(let child, let field, let value):
      model.write(child) { $0[keyPath: field.keyPath] = value }
    case .parentUpdate(let edits, let throwing):
      model.batch(
        { state in for (target, value) in edits { target.assign(value, in: &state) } },
        throwing: throwing
      )
    case .childUpdate(let child, let edits, let throwing):
      model.batch(
        child,
        { state in for (field, value) in edits { state[keyPath: field.keyPath] = value } },
        throwing: throwing
      )
    case .parentTransaction(let body, let throwing), .childTransaction(_, let body, let throwing):
      model.transaction(throwing: throwing) {
        for inner in body { applyToModel(inner) }
        expectLockedHistory()
      }
    case .undo:
      expected.append("undo \(model.undo())")
    case .redo:
      expected.append("redo \(model.redo())")
    case .checkpoint:
      break
    case .rollback(let index):
      guard !checkpoints.isEmpty else {
        return
      }
      let id = checkpoints[index % checkpoints.count].id
      expected.append("rollback \(model.rollback(to: id).map { "\($0)" } ?? "done")")
    case .childHistory(let child):
      expected.append("\(child).undo false, \(child).redo false, \(child).rollback throws")
    }
  }

  /// Inside a transaction: undo and redo do nothing, and a rollback throws.
  private func expectLockedHistory() {
    let undone = model.undo()
    let redone = model.redo()
    let rolledBack = checkpoints.last.map { model.rollback(to: $0.id).map { "\($0)" } ?? "done" }
    expected.append(
      "in transaction: undo \(undone), redo \(redone), rollback \(rolledBack ?? "-")")
  }

  private func applyToTrackers(_ operation: ComposedOperation) {
    switch operation {
    case .parentSet(let target, let value):
      parent.set(target.keyPath!, to: value)
    case .setOpt(let value):
      parent.set(\.opt, to: value)
    case .childSet(let child, let field, let value):
      tracker(child).set(field.keyPath, to: value)
    case .parentUpdate(let edits, let throwing):
      try? parent.update { (state: inout ParentState) throws(Refused) in
        for (target, value) in edits { target.assign(value, in: &state) }
        if throwing { throw Refused() }
      }
    case .childUpdate(let child, let edits, let throwing):
      try? tracker(child).update { (state: inout KidState) throws(Refused) in
        for (field, value) in edits { state[keyPath: field.keyPath] = value }
        if throwing { throw Refused() }
      }
    case .parentTransaction(let body, let throwing):
      try? parent.transaction { () throws(Refused) in
        for inner in body { applyToTrackers(inner) }
        observeLockedHistory()
        if throwing { throw Refused() }
      }
    case .childTransaction(let child, let body, let throwing):
      try? tracker(child).transaction { () throws(Refused) in
        for inner in body { applyToTrackers(inner) }
        observeLockedHistory()
        if throwing { throw Refused() }
      }
    case .undo:
      observed.append("undo \(parent.undo())")
    case .redo:
      observed.append("redo \(parent.redo())")
    case .checkpoint:
      checkpoints.append((parent.checkpoint(), model.checkpoint()))
    case .rollback(let index):
      guard !checkpoints.isEmpty else {
        return
      }
      observed.append("rollback \(rollback(to: checkpoints[index % checkpoints.count].token))")
    case .childHistory(let child):
      let scope = tracker(child)
      let undone = scope.undo()
      let redone = scope.redo()
      let rolledBack: String
      do {
        try scope.rollback(to: parent.checkpoint())
        rolledBack = "returns"
      } catch {
        rolledBack = "throws"
      }
      observed.append(
        "\(child).undo \(undone), \(child).redo \(redone), \(child).rollback \(rolledBack)")
    }
  }

  private func observeLockedHistory() {
    observed.append(
      "in transaction: undo \(parent.undo()), redo \(parent.redo()), "
        + "rollback \(checkpoints.last.map { rollback(to: $0.token) } ?? "-")")
  }

  private func rollback(to token: HistoryCheckpoint) -> String {
    do {
      try parent.rollback(to: token)
      return "done"
    } catch {
      return "\(error)"
    }
  }

  // MARK: Checking

  /// Every invariant broken after the latest operation, each message starting with the name
  /// of the invariant in brackets; empty when all hold.
  func check() -> [String] {
    var broken: [String] = []
    if observed != expected {
      broken.append("[history calls] returned \(observed) where the model says \(expected)")
    }
    observed.removeAll()
    expected.removeAll()
    let state = parent.state
    if state != model.state {
      broken.append("[state] parent state \(state), model \(model.state)")
    }
    if kid.state != state.kid {
      broken.append("[one source of truth] kid.state \(kid.state), parent.state.kid \(state.kid)")
    }
    if let present = state.opt, opt.state != present {
      broken.append("[one source of truth] opt.state \(opt.state), parent.state.opt \(present)")
    }
    if kid.state != model.kid || opt.state != model.opt {
      broken.append(
        "[children] kid \(kid.state), opt \(opt.state); model kid \(model.kid), opt \(model.opt)")
    }
    if (opt.scopeError == nil) != (state.opt != nil) {
      broken.append(
        "[optional scope] scopeError \(String(describing: opt.scopeError)) with opt \(String(describing: state.opt))"
      )
    }
    if parent.canUndo != model.canUndo || parent.canRedo != model.canRedo {
      broken.append(
        "[history] canUndo/canRedo \(parent.canUndo)/\(parent.canRedo), "
          + "model \(model.canUndo)/\(model.canRedo)")
    }
    broken += checkRealDifferences()
    broken += checkSequences()
    broken += checkChildProjections()
    broken += compare("parent", parentLog.records, model.parentRecords)
    broken += compare("kid", kidLog.records, model.kidRecords)
    broken += compare("opt", optLog.records, model.optRecords)
    return broken
  }

  /// Each run of parent records sharing one snapshot reports exactly the declared properties
  /// that differ from the snapshot before.
  private func checkRealDifferences() -> [String] {
    let records = parentLog.records
    var broken: [String] = []
    var start = checkedParentRecords
    while start < records.count {
      let snapshot = records[start].snapshot
      var end = start
      while end < records.count, records[end].snapshot == snapshot {
        end += 1
      }
      let reported = records[start..<end].map(\.change)
      let differing = ComposedModel.changes(from: lastCheckedSnapshot, to: snapshot)
      if reported.count != Set(reported).count || Set(reported) != Set(differing) {
        broken.append(
          "[every record a real difference] records #\(start)..<\(end) report "
            + "\(reported.map(ComposedModel.name)) from \(lastCheckedSnapshot) to \(snapshot), "
            + "which differ in \(differing.map(ComposedModel.name))")
      }
      lastCheckedSnapshot = snapshot
      start = end
    }
    checkedParentRecords = records.count
    return broken
  }

  private func checkSequences() -> [String] {
    var broken: [String] = []
    for (name, sequences) in [
      ("parent", parentLog.sequences), ("kid", kidLog.sequences), ("opt", optLog.sequences),
    ] where zip(sequences, sequences.dropFirst()).contains(where: { $0 >= $1 }) {
      broken.append("[one global order] \(name) sequence numbers \(sequences)")
    }
    return broken
  }

  /// Each child's records are the parent's embedding records of it, projected: the kid's all of
  /// them; the optional child's those with `opt` present that differ from its last state.
  private func checkChildProjections() -> [String] {
    var kidProjection: [ComposedModel.Record<KidState>] = []
    var optProjection: [ComposedModel.Record<KidState>] = []
    let records = parentLog.records
    var optLast = initialOpt
    var start = 0
    while start < records.count {
      let snapshot = records[start].snapshot
      var end = start
      while end < records.count, records[end].snapshot == snapshot {
        end += 1
      }
      for record in records[start..<end] {
        switch record.change {
        case .kid(let change):
          kidProjection.append(.init(change: change, snapshot: snapshot.kid))
        case .opt(let change):
          if let present = snapshot.opt,
            ComposedModel.changes(from: optLast, to: present).contains(change)
          {
            optProjection.append(.init(change: change, snapshot: present))
          }
        case .x:
          break
        }
      }
      if let present = snapshot.opt {
        optLast = present
      }
      start = end
    }
    return compare("kid (projected from the parent's)", kidLog.records, kidProjection)
      + compare("opt (projected from the parent's)", optLog.records, optProjection)
  }

  /// Compares the records an observer received with what it should have received.
  private func compare<State>(
    _ name: String,
    _ received: [ChangeRecord<State>],
    _ predicted: [ComposedModel.Record<State>]
  ) -> [String] {
    let actual = received.map { ComposedModel.Record(change: $0.change, snapshot: $0.snapshot) }
    guard actual != predicted else {
      return []
    }
    let index =
      zip(actual, predicted).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(actual.count, predicted.count)
    let got = index < actual.count ? "\(actual[index])" : "nothing"
    let want = index < predicted.count ? "\(predicted[index])" : "nothing"
    let tag = name.contains("projected") ? "[child records]" : "[no record lost]"
    return [
      "\(tag) \(name) records differ at #\(index): received \(got), expected \(want) "
        + "(\(actual.count) received, \(predicted.count) expected)"
    ]
  }
}
