import ChangeTracking
import Foundation
import Testing

/// Random sequences of writes, batches, transactions, undos, redos, checkpoints and rollbacks,
/// each checked step by step against ``HistoryModel``.
///
/// A failure names the seed of its sequence; set `HISTORY_SEED` to that number to replay only it.
@Suite struct HistoryPropertyTests {
  struct Refused: Error {}

  static let sequenceCount = 1_000
  static let baseSeed: UInt64 = 0x5EED_0F_415_70E7

  @Test func randomSequencesKeepEveryHistoryInvariant() {
    let seeds: [UInt64]
    if let replay = Environment.seed {
      seeds = [replay]
    } else {
      seeds = (0..<UInt64(Self.sequenceCount)).map { Self.baseSeed &+ $0 }
    }
    for seed in seeds {
      var run = SequenceRun(seed: seed)
      if let failure = run.check() {
        Issue.record("sequence with seed \(seed) failed: \(failure) (replay: HISTORY_SEED=\(seed))")
        return
      }
    }
  }
}

/// Reads the replay seed from the environment.
private enum Environment {
  static var seed: UInt64? {
    ProcessInfo.processInfo.environment["HISTORY_SEED"].flatMap { UInt64($0) }
  }
}

/// One random sequence and its checks.
private struct SequenceRun {
  let seed: UInt64
  var random: SplitMix64
  let tracker: StateTracker<NoteState>
  let initial: NoteState
  var model: HistoryModel<NoteState>
  var received: [ChangeRecord<NoteState>] = []
  var checkpoints: [(token: HistoryCheckpoint, id: Int)] = []
  var steps: [String] = []

  static let titles = ["", "a", "b"]
  static let bodies = ["", "x", "y"]
  static let tagLists: [[String]] = [[], ["t"], ["t", "u"]]

  init(seed: UInt64) {
    self.seed = seed
    random = SplitMix64(seed: seed)
    let capacity = Int.random(in: 1...12, using: &random)
    initial = Self.randomState(using: &random)
    tracker = StateTracker(initial, historyCapacity: capacity)
    model = HistoryModel(capacity: capacity, initial: initial)
  }

  static func randomState(using random: inout SplitMix64) -> NoteState {
    NoteState(
      title: titles.randomElement(using: &random)!,
      body: bodies.randomElement(using: &random)!,
      tags: tagLists.randomElement(using: &random)!
    )
  }

  /// The records a step from `before` to `after` must deliver: one per differing tracked
  /// property, in declaration order, each holding `after`.
  static func expectedRecords(
    from before: NoteState,
    to after: NoteState
  ) -> [(NoteState.Change, NoteState)] {
    var records: [(NoteState.Change, NoteState)] = []
    if before.title != after.title { records.append((.title, after)) }
    if before.body != after.body { records.append((.body, after)) }
    if before.tags != after.tags { records.append((.tags, after)) }
    return records
  }

  /// Runs the sequence; returns a description of the first broken invariant, or `nil`.
  mutating func check() -> String? {
    let box = RecordBox()
    let token = tracker.observe { box.records.append($0) }
    defer { token.cancel() }
    let length = Int.random(in: 10...40, using: &random)
    for _ in 0..<length {
      var expected: [(NoteState.Change, NoteState)] = []
      let description = step(expecting: &expected)
      steps.append(description)
      if description.contains("MISMATCH") {
        return failure("the tracker and the model disagree")
      }
      let delivered = box.records.map { ($0.change, $0.snapshot) }
      box.records.removeAll()
      if delivered.map(\.0) != expected.map(\.0) || delivered.map(\.1) != expected.map(\.1) {
        return failure("reported \(delivered) instead of \(expected)")
      }
      if tracker.state != model.current.snapshot {
        return failure("state \(tracker.state) instead of \(model.current.snapshot)")
      }
      if tracker.canUndo != model.canUndo || tracker.canRedo != model.canRedo {
        return failure("canUndo/canRedo \(tracker.canUndo)/\(tracker.canRedo)")
      }
    }
    return checkEnds()
  }

  /// Undoing everything gives the oldest snapshot (the initial state when nothing was dropped);
  /// redoing everything gives the newest one.
  mutating func checkEnds() -> String? {
    let final = model.timeline[model.timeline.count - 1].snapshot
    while tracker.undo() {}
    if tracker.state != model.timeline[0].snapshot {
      return failure("undoing everything gave \(tracker.state)")
    }
    if !model.droppedAny, tracker.state != initial {
      return failure("undoing everything gave \(tracker.state), not the initial \(initial)")
    }
    while tracker.redo() {}
    if tracker.state != final {
      return failure("redoing everything gave \(tracker.state) instead of \(final)")
    }
    return nil
  }

  func failure(_ message: String) -> String {
    "after \(steps.joined(separator: "; ")): \(message)"
  }

  /// Performs one random operation on the tracker and the model.
  mutating func step(expecting expected: inout [(NoteState.Change, NoteState)]) -> String {
    let before = tracker.state
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<30:
      let description = randomWrite()
      expected = Self.expectedRecords(from: before, to: tracker.state)
      if !expected.isEmpty { model.record(tracker.state) }
      return description
    case 30..<42:
      return transaction(from: before, expecting: &expected)
    case 42..<62:
      let undone = tracker.undo()
      let target = model.undo()
      if let target { expected = Self.expectedRecords(from: before, to: target) }
      return "undo\(undone == (target != nil) ? "" : " MISMATCH")"
    case 62..<77:
      let redone = tracker.redo()
      let target = model.redo()
      if let target { expected = Self.expectedRecords(from: before, to: target) }
      return "redo\(redone == (target != nil) ? "" : " MISMATCH")"
    case 77..<85:
      checkpoints.append((tracker.checkpoint(), model.current.id))
      return "checkpoint #\(checkpoints.count - 1)"
    case 85..<98:
      return rollback(from: before, expecting: &expected)
    default:
      tracker.clearHistory()
      model.clear()
      return "clear"
    }
  }

  /// A `set` of one property or an `update` of several.
  mutating func randomWrite() -> String {
    if Bool.random(using: &random) {
      let state = Self.randomState(using: &random)
      switch Int.random(in: 0..<3, using: &random) {
      case 0:
        tracker.set(\.title, to: state.title)
        return "set title \(state.title)"
      case 1:
        tracker.set(\.body, to: state.body)
        return "set body \(state.body)"
      default:
        tracker.set(\.tags, to: state.tags)
        return "set tags \(state.tags)"
      }
    }
    let target = Self.randomState(using: &random)
    let mask = Int.random(in: 0..<8, using: &random)
    tracker.update { state in
      if mask & 1 != 0 { state.title = target.title }
      if mask & 2 != 0 { state.body = target.body }
      if mask & 4 != 0 { state.tags = target.tags }
    }
    return "update \(mask) \(target)"
  }

  /// A transaction of one to three writes, which throws now and then.
  mutating func transaction(
    from start: NoteState,
    expecting expected: inout [(NoteState.Change, NoteState)]
  ) -> String {
    let count = Int.random(in: 1...3, using: &random)
    let fails = Int.random(in: 0..<5, using: &random) == 0
    var inner: [String] = []
    var records: [(NoteState.Change, NoteState)] = []
    var cannotUndo = true
    var end = start
    do {
      try tracker.transaction { () throws(HistoryPropertyTests.Refused) in
        for _ in 0..<count {
          let before = tracker.state
          inner.append(randomWrite())
          records += Self.expectedRecords(from: before, to: tracker.state)
        }
        cannotUndo = !tracker.canUndo && !tracker.undo()
        end = tracker.state
        if fails { throw HistoryPropertyTests.Refused() }
      }
    } catch {
      records += Self.expectedRecords(from: end, to: start)
    }
    expected = records
    if !fails, !records.isEmpty {
      model.record(tracker.state)
    }
    let note = cannotUndo ? "" : " UNDO-INSIDE"
    return "transaction\(fails ? " failing" : "") [\(inner.joined(separator: ", "))]\(note)"
  }

  /// A rollback to a checkpoint taken earlier, or to one of another tracker.
  mutating func rollback(
    from before: NoteState,
    expecting expected: inout [(NoteState.Change, NoteState)]
  ) -> String {
    if checkpoints.isEmpty || Int.random(in: 0..<10, using: &random) == 0 {
      let other = StateTracker(NoteState(), historyCapacity: 1)
      do {
        try tracker.rollback(to: other.checkpoint())
        return "foreign rollback MISMATCH: accepted"
      } catch {
        return error == .foreignCheckpoint
          ? "foreign rollback" : "foreign rollback MISMATCH \(error)"
      }
    }
    let pick = Int.random(in: 0..<checkpoints.count, using: &random)
    let (token, id) = checkpoints[pick]
    do {
      try tracker.rollback(to: token)
      guard let target = model.snapshot(id: id) else {
        return "rollback #\(pick) MISMATCH: accepted a checkpoint that is gone"
      }
      expected = Self.expectedRecords(from: before, to: target)
      if !expected.isEmpty { model.record(target) }
      return "rollback #\(pick)"
    } catch {
      switch (model.gone[id], error) {
      case (.evicted, .evictedCheckpoint), (.discarded, .unknownCheckpoint),
        (.discarded, .evictedCheckpoint):
        return "rollback #\(pick) rejected: \(error)"
      default:
        return
          "rollback #\(pick) MISMATCH: \(error), model says \(String(describing: model.gone[id]))"
      }
    }
  }
}

/// Holds what the observer receives.
private final class RecordBox {
  var records: [ChangeRecord<NoteState>] = []
}
