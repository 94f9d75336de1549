import Benchmark
import ChangeTracking

extension CaseGroup {
  /// A batch that changes three properties of a state of 10 and of 100 declared properties: the
  /// difference is what each of the 90 other declared properties adds to a batch.
  static let wideBatch = CaseGroup {
    addWideUpdate("update 3 of 10 properties 1 observer", Wide10State.self)
    addWideUpdate("update 3 of 100 properties 1 observer", Wide100State.self)
  }

  /// Registers a case whose operation is an `update` that changes `value3`, `value6` and
  /// `value9` of a `State`, with one observer.
  private static func addWideUpdate<State: WideState>(_ name: String, _: State.Type) {
    add(name, operations: .thousand) { benchmark in
      let sink = Sink()
      let tracker = identity(StateTracker(State()))
      let token = tracker.observe { record in sink.count &+= record.sequence }
      // Warm up with a batch of the same size, so the delivery queue has its capacity.
      tracker.update { state in
        state.value3 = -1
        state.value6 = -1
        state.value9 = -1
      }
      benchmark.startMeasurement()
      for value in benchmark.scaledIterations {
        tracker.update { state in
          state.value3 = value
          state.value6 = value
          state.value9 = value
        }
      }
      benchmark.stopMeasurement()
      blackHole(sink.count)
      withExtendedLifetime(token) {}
    }
  }
}
