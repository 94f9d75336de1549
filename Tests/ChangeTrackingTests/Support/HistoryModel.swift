/// A plain, obviously correct model of a bounded undo history, to check a tracker against: an
/// array of snapshots, each with an identity, and the index of the current one.
struct HistoryModel<State> {
  /// Why a snapshot left the model.
  enum Gone: Equatable {
    /// Dropped at capacity.
    case evicted
    /// Discarded by a write after an undo, or by clearing.
    case discarded
  }

  let capacity: Int
  private(set) var timeline: [(id: Int, snapshot: State)]
  private(set) var index = 0
  private(set) var gone: [Int: Gone] = [:]
  private(set) var droppedAny = false
  private var nextID = 1

  init(capacity: Int, initial: State) {
    self.capacity = capacity
    timeline = [(0, initial)]
  }

  var current: (id: Int, snapshot: State) { timeline[index] }
  var canUndo: Bool { index > 0 }
  var canRedo: Bool { index < timeline.count - 1 }

  /// Records a new step, discarding the redo steps and the oldest step beyond capacity.
  mutating func record(_ snapshot: State) {
    for entry in timeline[(index + 1)...] {
      gone[entry.id] = .discarded
    }
    timeline.removeSubrange((index + 1)...)
    timeline.append((nextID, snapshot))
    nextID += 1
    if timeline.count > capacity + 1 {
      let oldest = timeline.removeFirst()
      gone[oldest.id] = gone[oldest.id] ?? .evicted
      droppedAny = true
    }
    index = timeline.count - 1
  }

  mutating func undo() -> State? {
    guard canUndo else { return nil }
    index -= 1
    return timeline[index].snapshot
  }

  mutating func redo() -> State? {
    guard canRedo else { return nil }
    index += 1
    return timeline[index].snapshot
  }

  /// The snapshot with identity `id`, if it is still in the model.
  func snapshot(id: Int) -> State? {
    timeline.first { $0.id == id }?.snapshot
  }

  /// Forgets every step; the current snapshot becomes the only one, and every earlier snapshot,
  /// even one dropped at capacity, counts as discarded.
  mutating func clear() {
    for id in gone.keys {
      gone[id] = .discarded
    }
    for entry in timeline {
      gone[entry.id] = .discarded
    }
    let kept = timeline[index].snapshot
    timeline = [(nextID, kept)]
    nextID += 1
    index = 0
    droppedAny = true
  }
}
