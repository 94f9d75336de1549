import Benchmark
import ChangeTracking

extension CaseGroup {
  /// A batch that changes three properties of a state of 10 and of 100 declared properties: the
  /// difference is what each of the 90 other declared properties adds to a batch.
  ///
  /// Each batch's closure is written where the state's type is known, as an app writes it: a
  /// key path literal of a concrete state is a stored property at a constant offset, where the
  /// same literal in generic code goes through the protocol's requirement.
  static let wideBatch = CaseGroup {
    addWideUpdate("update 3 of 10 properties 1 observer", Wide10State()) { state, value in
      state.value3 = value
      state.value6 = value
      state.value9 = value
    }
    addWideUpdate("update 3 of 100 properties 1 observer", Wide100State()) { state, value in
      state.value3 = value
      state.value6 = value
      state.value9 = value
    }
  }

  /// Registers a case whose operation is an `update` that makes the writes of `write` with one
  /// observer.
  private static func addWideUpdate<State: TrackedState>(
    _ name: String,
    _ initial: State,
    write: @escaping (inout State, Int) -> Void
  ) {
    add(name, operations: .thousand) { benchmark in
      let sink = Sink()
      let tracker = identity(StateTracker(initial))
      let token = tracker.observe { record in sink.count &+= record.sequence }
      // Warm up with a batch of the same size, so the delivery queue has its capacity.
      tracker.update { write(&$0, -1) }
      benchmark.startMeasurement()
      for value in benchmark.scaledIterations {
        tracker.update { write(&$0, value) }
      }
      benchmark.stopMeasurement()
      blackHole(sink.count)
      withExtendedLifetime(token) {}
    }
  }
}
