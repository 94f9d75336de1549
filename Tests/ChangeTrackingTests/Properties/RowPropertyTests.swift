import ChangeTracking
import Foundation
import Testing

/// Random sequences of row edits, whole arrays assigned, batches, transactions, undos, redos,
/// checkpoints and rollbacks, with an observer that writes back, each checked step by step
/// against a plain model: the state after every step, and every record's row changes replayed.
///
/// A failure names the seed of its sequence; set `ROWS_SEED` to that number to replay only it.
@Suite struct RowPropertyTests {
  static let sequenceCount = 1_000
  static let baseSeed: UInt64 = 0x0000_0000_0B0A_4D00

  @Test func randomRowEditsMatchThePlainModelAndTheirRowChanges() {
    let seeds: [UInt64]
    if let replay = ProcessInfo.processInfo.environment["ROWS_SEED"].flatMap({ UInt64($0) }) {
      seeds = [replay]
    } else {
      seeds = (0..<UInt64(Self.sequenceCount)).map { Self.baseSeed &+ $0 }
    }
    for seed in seeds {
      var run = RowSequenceRun(seed: seed)
      if let failure = run.check() {
        Issue.record("sequence with seed \(seed) failed: \(failure) (replay: ROWS_SEED=\(seed))")
        return
      }
    }
  }
}

/// What the observers of one sequence share.
private final class RowSequenceLog {
  var records: [ChangeRecord<ChecklistState>] = []
  /// Whether the writing observer writes: not while the sequence undoes, redoes or rolls back,
  /// whose steps the model predicts without it.
  var writesBack = true
  /// The state the writing observer wrote over, when it wrote.
  var writtenBack: ChecklistState?
}

/// Thrown by a transaction or an edit that fails on purpose.
private struct Refused: Error {}

/// One random sequence and its checks.
private struct RowSequenceRun {
  var random: SplitMix64
  let tracker: StateTracker<ChecklistState>
  var model: HistoryModel<ChecklistState>
  let log = RowSequenceLog()
  /// Whether the writing observer is on in this sequence.
  let writingObserver: Bool
  var checkpoints: [(token: HistoryCheckpoint, id: Int)] = []
  var steps: [String] = []
  var nextID = 100
  /// A row scope kept for the whole sequence, over the first item if there is one.
  var keptRow: StateTracker<ChecklistItem>?

  static let labels = ["a", "b", "c", "d"]

  init(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let capacity = Int.random(in: 1...10, using: &random)
    var initial = ChecklistState.numbered(Int.random(in: 0...6, using: &random))
    for _ in 0..<Int.random(in: 0...3, using: &random) {
      initial.labels.append(Self.labels.randomElement(using: &random)!)
    }
    writingObserver = Bool.random(using: &random)
    self.random = random
    tracker = StateTracker(initial, historyCapacity: capacity)
    model = HistoryModel(capacity: capacity, initial: initial)
  }

  /// The title the writing observer keeps: the number of items not done.
  static func summary(of state: ChecklistState) -> String {
    "\(state.items.filter { !$0.isDone }.count) left"
  }

  mutating func check() -> String? {
    let log = log
    let recorder = tracker.observe { log.records.append($0) }
    defer { recorder.cancel() }
    let writer: ObservationToken? =
      writingObserver
      ? tracker.observe([.items]) { [unowned tracker] record in
        if log.writesBack, record.snapshot.title != Self.summary(of: record.snapshot) {
          log.writtenBack = record.snapshot
          tracker.set(\.title, to: Self.summary(of: record.snapshot))
        }
      } : nil
    defer { writer?.cancel() }
    keptRow = tracker.items.first.flatMap { try? tracker.scope(row: $0.id, in: \.items) }
    for _ in 0..<Int.random(in: 10...40, using: &random) {
      let before = tracker.state
      let description = step()
      steps.append(description)
      if description.contains("MISMATCH") {
        return failure("the tracker and the model disagree")
      }
      if let problem = Self.replay(log.records, from: before, to: tracker.state) {
        return failure(problem)
      }
      log.records.removeAll()
      if tracker.state != model.current.snapshot {
        return failure("state \(tracker.state) instead of \(model.current.snapshot)")
      }
      if tracker.canUndo != model.canUndo || tracker.canRedo != model.canRedo {
        return failure("canUndo/canRedo \(tracker.canUndo)/\(tracker.canRedo)")
      }
    }
    log.writesBack = false
    let newest = model.timeline[model.timeline.count - 1].snapshot
    while tracker.undo() {}
    if tracker.state != model.timeline[0].snapshot {
      return failure("undoing everything gave \(tracker.state)")
    }
    while tracker.redo() {}
    if tracker.state != newest {
      return failure("redoing everything gave \(tracker.state) instead of \(newest)")
    }
    return nil
  }

  func failure(_ message: String) -> String {
    "after \(steps.joined(separator: "; ")): \(message)"
  }

  /// Checks that `records` account for every change from `before` to `after`, exactly: each
  /// record's property differs from what the records before it left, each record of an array
  /// declared row by row carries row changes that lead there, and what is left equals `after`.
  static func replay(
    _ records: [ChangeRecord<ChecklistState>],
    from before: ChecklistState,
    to after: ChecklistState
  ) -> String? {
    var seen = before
    for record in records {
      let snapshot = record.snapshot
      switch record.change {
      case .items:
        guard let rows = record.rowChanges else { return "an items record without row changes" }
        if rows.isEmpty || seen.items == snapshot.items {
          return "an items record that changes nothing: \(rows)"
        }
        if let problem = RowReplay.mismatch(
          rows, from: seen.items, to: snapshot.items, identify: { RowID($0.id) })
        {
          return "items record \(record.sequence): \(problem)"
        }
        seen.items = snapshot.items
      case .labels:
        guard let rows = record.rowChanges else { return "a labels record without row changes" }
        if rows.isEmpty || seen.labels == snapshot.labels {
          return "a labels record that changes nothing: \(rows)"
        }
        if let problem = RowReplay.mismatch(rows, from: seen.labels, to: snapshot.labels) {
          return "labels record \(record.sequence): \(problem)"
        }
        seen.labels = snapshot.labels
      case .title:
        if record.rowChanges != nil { return "a title record with row changes" }
        if seen.title == snapshot.title { return "a title record that changes nothing" }
        seen.title = snapshot.title
      }
    }
    return seen == after ? nil : "the records leave \(seen), not \(after)"
  }

  /// Performs one random operation on the tracker and the model.
  mutating func step() -> String {
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<45:
      let before = tracker.state
      let description = write()
      recordSteps(from: before)
      return description
    case 45..<55:
      return transaction()
    case 55..<70:
      return move("undo") {
        $0.undo()
      } model: {
        $0.undo()
      }
    case 70..<80:
      return move("redo") {
        $0.redo()
      } model: {
        $0.redo()
      }
    case 80..<88:
      checkpoints.append((tracker.checkpoint(), model.current.id))
      return "checkpoint #\(checkpoints.count - 1)"
    case 88..<98:
      return rollback()
    default:
      tracker.clearHistory()
      model.clear()
      return "clear"
    }
  }

  /// The model's steps for a write from `before`: the write's, then the writing observer's.
  mutating func recordSteps(from before: ChecklistState) {
    if let written = log.writtenBack {
      log.writtenBack = nil
      model.record(written)
      model.record(tracker.state)
    } else if tracker.state != before {
      model.record(tracker.state)
    }
  }

  /// Undo or redo, on both.
  mutating func move(
    _ name: String,
    tracker operation: (StateTracker<ChecklistState>) -> Bool,
    model modelOperation: (inout HistoryModel<ChecklistState>) -> ChecklistState?
  ) -> String {
    log.writesBack = false
    defer { log.writesBack = true }
    let moved = operation(tracker)
    let target = modelOperation(&model)
    return "\(name)\(moved == (target != nil) ? "" : " MISMATCH")"
  }

  /// A rollback to a checkpoint taken earlier.
  mutating func rollback() -> String {
    guard !checkpoints.isEmpty else { return "no rollback" }
    log.writesBack = false
    defer { log.writesBack = true }
    let pick = Int.random(in: 0..<checkpoints.count, using: &random)
    let (token, id) = checkpoints[pick]
    let before = tracker.state
    do {
      try tracker.rollback(to: token)
      guard let target = model.snapshot(id: id) else {
        return "rollback #\(pick) MISMATCH: accepted a checkpoint that is gone"
      }
      if target != before { model.record(target) }
      return "rollback #\(pick)"
    } catch {
      return model.snapshot(id: id) == nil
        ? "rollback #\(pick) rejected" : "rollback #\(pick) MISMATCH \(error)"
    }
  }

  /// A transaction of one to three writes, which throws now and then; the writing observer's
  /// writes join its step.
  mutating func transaction() -> String {
    let count = Int.random(in: 1...3, using: &random)
    let fails = Int.random(in: 0..<5, using: &random) == 0
    var inner: [String] = []
    do {
      try tracker.transaction { () throws(Refused) in
        for _ in 0..<count {
          inner.append(write())
        }
        if fails {
          // The transaction's undoing is no step: the observer does not answer it.
          log.writesBack = false
          throw Refused()
        }
      }
    } catch {}
    log.writesBack = true
    log.writtenBack = nil
    // A transaction whose writes reported something is one step, even when they cancel out.
    if !fails, !log.records.isEmpty {
      model.record(tracker.state)
    }
    return "transaction\(fails ? " failing" : "") [\(inner.joined(separator: ", "))]"
  }

  /// One random write: an edit of the items or the labels, one item edited alone, a whole array
  /// assigned, a batch, or a title.
  mutating func write() -> String {
    switch Int.random(in: 0..<13, using: &random) {
    case 12:
      return editOneItem()
    case 10:
      return writeThroughKeptRow()
    case 11:
      return writeThroughNewRow()
    case 0..<4:
      return editItems()
    case 4..<6:
      return editLabels()
    case 6:
      var items = tracker.items.shuffled(using: &random)
      items.removeLast(Int.random(in: 0...items.count, using: &random))
      if Bool.random(using: &random) { items.append(newItem()) }
      tracker.set(\.items, to: items)
      return "set items \(items)"
    case 7:
      let labels = (0..<Int.random(in: 0...4, using: &random)).map { _ in
        Self.labels.randomElement(using: &random)!
      }
      tracker.set(\.labels, to: labels)
      return "set labels \(labels)"
    case 8:
      let toggle = Int.random(in: 0..<8, using: &random)
      let label = Self.labels.randomElement(using: &random)!
      tracker.update { state in
        if !state.items.isEmpty { state.items[toggle % state.items.count].isDone.toggle() }
        if toggle.isMultiple(of: 2) { state.labels.append(label) }
        if toggle > 5 { state.title = "batch \(toggle)" }
      }
      return "update \(toggle) \(label)"
    default:
      let title = ["", "x", "y"].randomElement(using: &random)!
      tracker.set(\.title, to: title)
      return "set title \(title)"
    }
  }

  /// A write through the row scope kept since the start: stored as an edit of its row while
  /// the row is there, refused once it is gone.
  mutating func writeThroughKeptRow() -> String {
    guard let keptRow else { return "no kept row" }
    let before = tracker.state
    let title = ["kept", "held", "item 0"].randomElement(using: &random)!
    keptRow.set(\.title, to: title)
    let present = before.items.contains { $0.id == keptRow.id }
    if !present, tracker.state != before {
      return "kept row MISMATCH: a write through a removed row changed the list"
    }
    if present, tracker.items.first(where: { $0.id == keptRow.id })?.title != title {
      return "kept row MISMATCH: the write did not reach the list"
    }
    if keptRow.state != (tracker.items.first { $0.id == keptRow.id } ?? keptRow.state) {
      return "kept row MISMATCH: the row tracker and the list differ"
    }
    return "kept row title \(title)\(present ? "" : " refused")"
  }

  /// A write through a row scope made for it: to an item that is there, or a scope refused
  /// for one that is not.
  mutating func writeThroughNewRow() -> String {
    let id = Bool.random(using: &random) ? tracker.items.randomElement(using: &random)?.id : nil
    do {
      let row = try tracker.scope(row: id ?? -1, in: \.items)
      row.set(\.isDone, to: !row.isDone)
      return "row \(id ?? -1) toggled"
    } catch {
      return id == nil && error == .rowNotFound(id: "-1", property: "\\ChecklistState.items")
        ? "row scope refused" : "row scope MISMATCH \(error)"
    }
  }

  mutating func newItem() -> ChecklistItem {
    nextID += 1
    return ChecklistItem(id: nextID, title: "new \(nextID)")
  }

  /// One to three calls of the items' editor, an offset out of range now and then, and an edit
  /// that throws (and takes everything back) now and then.
  mutating func editItems() -> String {
    var calls: [String] = []
    let count = Int.random(in: 1...3, using: &random)
    let fails = Int.random(in: 0..<8, using: &random) == 0
    var plan: [(kind: Int, a: Int, b: Int, item: ChecklistItem)] = []
    for _ in 0..<count {
      plan.append(
        (
          Int.random(in: 0..<8, using: &random), Int.random(in: -1...7, using: &random),
          Int.random(in: 0...7, using: &random), newItem()
        ))
    }
    do {
      try tracker.edit(\.items) { (rows) throws(Refused) in
        for (kind, a, b, item) in plan {
          switch kind {
          case 0:
            rows.append(item)
            calls.append("append \(item.id)")
          case 1:
            calls.append(
              "insert at \(a)\((try? rows.insert(item, at: a)) == nil ? " refused" : "")")
          case 2:
            calls.append("remove at \(a)\((try? rows.remove(at: a)) == nil ? " refused" : "")")
          case 3:
            calls.append(
              "move \(a) to \(b)\((try? rows.move(from: a, to: b)) == nil ? " refused" : "")")
          case 4 where a >= 0 && a < rows.count:
            rows[a].isDone.toggle()
            calls.append("toggle \(a)")
          case 5:
            let id = b < 3 ? nextID + 50 : (rows.isEmpty ? 0 : rows[b % rows.count].id)
            let done = (try? rows.update(id: id) { $0.title = "renamed \(a)" }) != nil
            calls.append("rename id \(id)\(done ? "" : " refused")")
          case 6:
            rows.removeAll { $0.id % 3 == a.magnitude % 3 }
            calls.append("remove all \(a.magnitude % 3)")
          default:
            rows[safe: a]?.title = "same"
            calls.append("write \(a)")
          }
        }
        if fails { throw Refused() }
      }
    } catch {}
    return "edit items [\(calls.joined(separator: ", "))]\(fails ? " failing" : "")"
  }

  /// One item edited without an editor, by offset (out of range now and then) or by id (unknown
  /// now and then): toggled, or written equal.
  mutating func editOneItem() -> String {
    let offset = Int.random(in: -1...7, using: &random)
    let byID = Bool.random(using: &random)
    let toggles = Int.random(in: 0..<4, using: &random) != 0
    func change(_ item: inout ChecklistItem) {
      if toggles {
        item.isDone.toggle()
      } else {
        let title = item.title
        item.title = title
      }
    }
    do throws(RowEditError) {
      if byID {
        let id = (tracker.items.indices.contains(offset) ? tracker.items[offset].id : nextID + 50)
        try tracker.edit(\.items, id: id, change)
        return "edit id \(id)\(toggles ? " toggled" : " equal")"
      }
      try tracker.edit(\.items, at: offset, change)
      return "edit at \(offset)\(toggles ? " toggled" : " equal")"
    } catch {
      let expected: RowEditError =
        byID
        ? .unknownID(
          RowID((tracker.items.indices.contains(offset) ? tracker.items[offset].id : nextID + 50)))
        : .offsetOutOfRange(offset: offset, count: tracker.items.count)
      return error == expected ? "edit one refused" : "edit one MISMATCH \(error)"
    }
  }

  /// One or two calls of the labels' editor.
  mutating func editLabels() -> String {
    let label = Self.labels.randomElement(using: &random)!
    let offset = Int.random(in: 0...3, using: &random)
    tracker.edit(\.labels) { rows in
      if offset < rows.count {
        rows[offset] = label
      } else {
        rows.append(label)
      }
      if label == "d", !rows.isEmpty {
        _ = try? rows.remove(at: 0)
      }
    }
    return "edit labels \(offset) \(label)"
  }
}

extension RowEditor {
  /// The element at `offset`, or `nil` out of range: writes through it when in range.
  fileprivate subscript(safe offset: Int) -> Element? {
    get { offset >= 0 && offset < count ? self[offset] : nil }
    set {
      if let newValue, offset >= 0, offset < count { self[offset] = newValue }
    }
  }
}
