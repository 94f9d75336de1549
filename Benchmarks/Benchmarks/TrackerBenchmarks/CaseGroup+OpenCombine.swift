import Benchmark
import OpenCombine

extension CaseGroup {
  /// OpenCombine: a `@Published` property with one `sink`.
  static let openCombine = CaseGroup {
    add("OpenCombine Published sink", operations: .thousand) { benchmark in
      let sink = Sink()
      let model = identity(PublishedProfile(.loaded))
      let subscription = model.$callsInProgress.sink { value in sink.count &+= value }
      model.callsInProgress = -1
      blackHole(model)
      benchmark.startMeasurement()
      for value in benchmark.scaledIterations {
        model.callsInProgress = value
      }
      benchmark.stopMeasurement()
      blackHole(sink.count)
      withExtendedLifetime(subscription) {}
    }
  }
}
