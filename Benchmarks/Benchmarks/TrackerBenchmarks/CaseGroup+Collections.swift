import ArticleProfile
import Benchmark
import ChangeTracking

extension CaseGroup {
  /// A list in a tracked state: one element changed in place, what undo keeps of it and costs,
  /// and an append, at several lengths, against `@Observable` changing the element in place.
  static let collections = CaseGroup {
    // Each operation toggles one element through `edit(_:at:_:)`, the offsets going round the
    // list, heard by one observer that reads the record's row changes.
    for length in [1_000, 10_000, 100_000] {
      add("rows edit at \(length.lengthName) 1 observer", operations: .thousand) { benchmark in
        let sink = Sink()
        let tracker = identity(StateTracker(ChecklistState.withItems(length)))
        let token = tracker.observe { record in sink.count &+= record.rowChanges?.count ?? 0 }
        benchmark.startMeasurement()
        for value in benchmark.scaledIterations {
          try? tracker.edit(\.items, at: value % length) { $0.isDone.toggle() }
        }
        benchmark.stopMeasurement()
        blackHole(sink.count)
        withExtendedLifetime(token) {}
      }
    }

    // The same toggle through an editor, `edit(_:_:)`: what an edit of several calls pays for
    // one.
    add("rows editor 10k 1 observer", operations: .thousand) { benchmark in
      let sink = Sink()
      let tracker = identity(StateTracker(ChecklistState.withItems(10_000)))
      let token = tracker.observe { record in sink.count &+= record.rowChanges?.count ?? 0 }
      benchmark.startMeasurement()
      for value in benchmark.scaledIterations {
        tracker.edit(\.items) { $0[value % 10_000].isDone.toggle() }
      }
      benchmark.stopMeasurement()
      blackHole(sink.count)
      withExtendedLifetime(token) {}
    }

    // The same edit on an `@Observable` model, nobody tracking it: the framework's own cost of
    // an in-place element write.
    add("Observation rows edit 10k", operations: .thousand) { benchmark in
      let model = identity(ObservableChecklist(.withItems(10_000)))
      benchmark.startMeasurement()
      for value in benchmark.scaledIterations {
        model.items[value % 10_000].isDone.toggle()
      }
      benchmark.stopMeasurement()
      blackHole(model.items[0].isDone)
    }

    // Bytes kept per step, counted as for `set history growing`: the capacity is the number of
    // edits, so every step stays in the ring.
    for length in [1_000, 100_000] {
      add(
        "rows edit history growing \(length.lengthName)", operations: .thousand,
        extraMetrics: [.memoryLeakedBytes]
      ) { benchmark in
        let tracker = identity(
          StateTracker(
            ChecklistState.withItems(length),
            historyCapacity: benchmark.scaledIterations.count))
        benchmark.startMeasurement()
        for value in benchmark.scaledIterations {
          try? tracker.edit(\.items, at: value % length) { $0.isDone.toggle() }
        }
        benchmark.stopMeasurement()
        withExtendedLifetime(tracker) {}
      }
    }

    // An undo or a redo, in turn, of an edit of one element of 10,000, heard by one observer:
    // against `undo history 1000`, the undo of a scalar `set`.
    add("undo rows edit 10k", operations: .thousand) { benchmark in
      let sink = Sink()
      let tracker = identity(StateTracker(ChecklistState.withItems(10_000), historyCapacity: 4_096))
      for value in 0..<1_000 {
        try? tracker.edit(\.items, at: value) { $0.isDone.toggle() }
      }
      let token = tracker.observe { record in sink.count &+= record.rowChanges?.count ?? 0 }
      benchmark.startMeasurement()
      for value in benchmark.scaledIterations {
        if value & 1 == 0 {
          tracker.undo()
        } else {
          tracker.redo()
        }
      }
      benchmark.stopMeasurement()
      blackHole(sink.count)
      withExtendedLifetime(token) {}
    }

    // An element appended, heard by one observer: the list grows by 1,000 per iteration from its
    // starting length.
    for length in [1_000, 100_000] {
      add("rows append \(length.lengthName) 1 observer", operations: .thousand) { benchmark in
        let sink = Sink()
        let tracker = identity(StateTracker(ChecklistState.withItems(length)))
        let token = tracker.observe { record in sink.count &+= record.rowChanges?.count ?? 0 }
        let item = Item(id: -1, title: "Item", isDone: false)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          tracker.edit(\.items) { $0.append(item) }
        }
        benchmark.stopMeasurement()
        blackHole(sink.count)
        withExtendedLifetime(token) {}
      }
    }
  }
}

extension Int {
  /// `1k`, `10k` or `100k`: a list length in a case's name.
  fileprivate var lengthName: String {
    "\(self / 1_000)k"
  }
}
