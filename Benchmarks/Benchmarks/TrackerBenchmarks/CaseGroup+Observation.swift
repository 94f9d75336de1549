import Benchmark
import Observation

extension CaseGroup {
  /// The Observation framework: a plain write, and what it takes to see every change.
  static let observation = CaseGroup {
    add("Observation write no observer", operations: .million) { benchmark in
      let model = identity(ObservableProfile(.loaded))
      benchmark.startMeasurement()
      for value in benchmark.scaledIterations {
        model.callsInProgress = value
      }
      benchmark.stopMeasurement()
      blackHole(model.callsInProgress)
    }

    // `withObservationTracking` reports one change, then stops: seeing every change takes
    // arming it again before each write.
    add("Observation write tracking rearmed", operations: .thousand) { benchmark in
      let sink = SendableSink()
      let model = identity(ObservableProfile(.loaded))
      benchmark.startMeasurement()
      for value in benchmark.scaledIterations {
        withObservationTracking {
          _ = model.callsInProgress
        } onChange: {
          sink.receive()
        }
        model.callsInProgress = value
      }
      benchmark.stopMeasurement()
      blackHole(sink.count)
    }
  }
}
