import Benchmark
import ChangeTracking

extension CaseGroup {
  /// Writes through a scope at the end of a chain of 1, 2 or 4 scopes, as a module writes its
  /// part of an app's state.
  ///
  /// One observer on the root (the app's) and one on the scope written (the module's), and none
  /// on the scopes between, which only relay: each write is one record for each of the two
  /// observers, so a depth costs what its relaying adds.
  static let scopes = CaseGroup {
    add("scoped set depth 1", operations: .thousand) { benchmark in
      let root = StateTracker(ScopeLevel1State(inner: .loaded))
      let written = try! root.scope(\.inner)
      measureScopedWrites(benchmark, root: root, written: written)
    }

    add("scoped set depth 2", operations: .thousand) { benchmark in
      let root = StateTracker(ScopeLevel2State(inner: ScopeLevel1State(inner: .loaded)))
      let written = try! root.scope(\.inner).scope(\.inner)
      measureScopedWrites(benchmark, root: root, written: written)
    }

    add("scoped set depth 4", operations: .thousand) { benchmark in
      let root = StateTracker(
        ScopeLevel4State(
          inner: ScopeLevel3State(inner: ScopeLevel2State(inner: ScopeLevel1State(inner: .loaded))))
      )
      let written = try! root.scope(\.inner).scope(\.inner).scope(\.inner).scope(\.inner)
      measureScopedWrites(benchmark, root: root, written: written)
    }

    // A write through a module whose state holds a long array, against the same write with an
    // empty one: a scoped write should not pay for the size of the subtree it writes into.
    for length in [0, 10_000] {
      add("scoped set subtree \(length) items", operations: .thousand) { benchmark in
        let root = StateTracker(ListHolderState(list: .withItems(length)))
        let written = try! root.scope(\.list)
        let sink = Sink()
        let rootToken = root.observe { record in sink.count &+= record.sequence }
        let writtenToken = written.observe { record in sink.count &+= record.sequence }
        let tracker = identity(written)
        benchmark.startMeasurement()
        for value in benchmark.scaledIterations {
          tracker.set(\.title, to: value & 1 == 0 ? "Errands for today" : "Errands for tomorrow")
        }
        benchmark.stopMeasurement()
        blackHole(sink.count)
        withExtendedLifetime((root, rootToken, writtenToken)) {}
      }
    }

    // A list row's view model writing its row through its own tracker (`scope(row:in:)`), heard
    // by one observer on the row and one on the list, in lists of 1,000 and 100,000 rows.
    for length in [1_000, 100_000] {
      add("row tracker set \(length / 1_000)k", operations: .thousand) { benchmark in
        let board = StateTracker(BoardState.withRows(length))
        let row = try! board.scope(row: length / 2, in: \.rows)
        let sink = Sink()
        let boardToken = board.observe { record in sink.count &+= record.rowChanges?.count ?? 0 }
        let rowToken = row.observe { record in sink.count &+= record.sequence }
        let tracker = identity(row)
        benchmark.startMeasurement()
        for value in benchmark.scaledIterations {
          tracker.set(\.isDone, to: value & 1 == 0)
        }
        benchmark.stopMeasurement()
        blackHole(sink.count)
        withExtendedLifetime((board, boardToken, rowToken)) {}
      }
    }
  }

  /// Observes `root` and `written`, then measures writes of `callsInProgress` through `written`.
  ///
  /// The scopes between them are kept alive by `written`, which keeps its parent alive.
  private static func measureScopedWrites<Root>(
    _ benchmark: Benchmark,
    root: StateTracker<Root>,
    written: StateTracker<ProfileState>
  ) {
    let sink = Sink()
    let rootToken = root.observe { record in sink.count &+= record.sequence }
    let writtenToken = written.observe { record in sink.count &+= record.sequence }
    let tracker = identity(written)
    tracker.set(\.callsInProgress, to: -1)
    benchmark.startMeasurement()
    for value in benchmark.scaledIterations {
      tracker.set(\.callsInProgress, to: value)
    }
    benchmark.stopMeasurement()
    blackHole(sink.count)
    withExtendedLifetime((root, rootToken, writtenToken)) {}
  }
}
