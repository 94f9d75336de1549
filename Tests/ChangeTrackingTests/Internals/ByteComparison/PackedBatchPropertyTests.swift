import ChangeTracking
import Testing

/// A batch finds what it changed by comparing the state's words, then compares with `==` or
/// `isEqual` only the properties whose bytes differ. Random batches over a state whose
/// properties lie several to a word, past the first 64 declarations and in the state's last,
/// partial word, some throwing, some replacing the whole state, with undo in between, must
/// report exactly the declared properties whose values differ from the state before the batch,
/// in declaration order, each record holding the final state.
@Suite struct PackedBatchPropertyTests {
  struct Refused: Error {}

  typealias Change = PackedWideState.Change

  /// The changes from `before` to `after`, as the declarations define them.
  static func changes(from before: PackedWideState, to after: PackedWideState) -> [Change] {
    var changes: [Change] = []
    if before.title != after.title { changes.append(.title) }
    if before.ratio != after.ratio { changes.append(.ratio) }
    if before.flag != after.flag { changes.append(.flag) }
    if before.small != after.small { changes.append(.small) }
    for (index, keyPath) in PackedWideState.values.enumerated()
    where before[keyPath: keyPath] != after[keyPath: keyPath] {
      changes.append(.value(index))
    }
    if before.note.lowercased() != after.note.lowercased() { changes.append(.note) }
    if before.isOn != after.isOn { changes.append(.isOn) }
    return changes
  }

  /// One random write to `state`: often of an equal value, some in other bits (a copy of the
  /// title, `-0.0` over `0`, the note in other letter case), some changing one byte of a word
  /// that holds four properties.
  static func write(to state: inout PackedWideState, using random: inout SplitMix64) {
    switch Int.random(in: 0..<12, using: &random) {
    case 0:
      state.title = ["A title long enough to be stored on the heap", "Short"].randomElement(
        using: &random)!
    case 1:
      state.title = String(decoding: Array(state.title.utf8), as: UTF8.self)
    case 2:
      state.ratio = [0, -0.0, 1.5].randomElement(using: &random)!
    case 3:
      state.flag.toggle()
    case 4:
      state.small = Int8.random(in: -1...1, using: &random)
    case 5:
      state.note = ["Note", "NOTE", "other"].randomElement(using: &random)!
    case 6:
      state.cache &+= 1
    case 7:
      state.isOn.toggle()
    case 8:
      state = PackedWideState()
    default:
      let keyPath = PackedWideState.values.randomElement(using: &random)!
      state[keyPath: keyPath] = [0, 1, 256, -1].randomElement(using: &random)!
    }
  }

  @Test func aBatchReportsExactlyThePropertiesWhoseValuesDiffer() {
    var random = SplitMix64(seed: 0x9ACC_ED64)
    for sequence in 0..<200 {
      let tracker = StateTracker(PackedWideState(), historyCapacity: 100)
      let log = RecordLog(tracker)
      // The state after each step recorded, the first one the initial state.
      var steps = [tracker.state]
      for step in 0..<30 {
        let context = "sequence \(sequence), step \(step)"
        if Int.random(in: 0..<6, using: &random) == 0 {
          let undone = tracker.undo()
          #expect(undone == (steps.count > 1), "\(context)")
          if undone {
            steps.removeLast()
            #expect(Self.changes(from: steps.last!, to: tracker.state).isEmpty, "\(context)")
          }
          continue
        }
        let before = tracker.state
        let recordsBefore = log.records.count
        let throwing = Int.random(in: 0..<8, using: &random) == 0
        var after = before
        try? tracker.update { (state: inout PackedWideState) throws(Refused) in
          for _ in 0..<Int.random(in: 1...6, using: &random) {
            Self.write(to: &state, using: &random)
          }
          after = state
          if throwing { throw Refused() }
        }
        let records = log.records[recordsBefore...]
        if throwing {
          #expect(records.isEmpty, "\(context)")
          #expect(tracker.state == before, "\(context)")
          continue
        }
        let expected = Self.changes(from: before, to: after)
        #expect(records.map(\.change) == expected, "\(context)")
        #expect(records.allSatisfy { $0.snapshot == after }, "\(context)")
        #expect(tracker.state == after, "\(context)")
        if !expected.isEmpty {
          steps.append(after)
        }
      }
    }
  }
}
