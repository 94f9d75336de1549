import AppWorkload
import Benchmark
import Observation

extension CaseGroup {
  /// The Observation framework: a plain write, what it takes to see every change, and a read.
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

    // A read outside any `withObservationTracking`, made as `read bridge on` makes it: from two
    // models, in an order the optimizer cannot know, each reached without retaining it. The
    // model's getter still registers the access with its registrar.
    add("Observation read no tracking", operations: .million) { benchmark in
      let models = [ObservableProfile(.loaded), ObservableProfile(.loaded)]
      models[1].callsInProgress = 1
      let handles = identity(models.map { Unmanaged.passUnretained($0) })
      let slots = identity((0..<1_024).map { ($0 * 7 / 3) & 1 })
      var sum = 0
      benchmark.startMeasurement()
      for value in benchmark.scaledIterations {
        sum &+= handles[slots[value & 1_023]]._withUnsafeGuaranteedRef { $0.callsInProgress }
      }
      benchmark.stopMeasurement()
      blackHole(sum)
      withExtendedLifetime(models) {}
    }
  }
}
