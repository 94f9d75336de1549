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
