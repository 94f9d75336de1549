import Benchmark
import ChangeTracking
import ChangeTrackingTesting

extension CaseGroup {
  /// The testing module's recorder, against the plain observer of `set 1 observer`: what keeping
  /// every record costs.
  static let recorder = CaseGroup {
    // A new recorder per iteration, so that the records of earlier iterations are not kept;
    // its array grows as records arrive, as it does in a test.
    add("set recorder attached", operations: .thousand) { benchmark in
      let tracker = identity(StateTracker(ProfileState.loaded))
      tracker.set(\.callsInProgress, to: -1)
      let recorder = identity(ChangeRecorder(tracker))
      tracker.set(\.callsInProgress, to: -2)
      benchmark.startMeasurement()
      for value in benchmark.scaledIterations {
        tracker.set(\.callsInProgress, to: value)
      }
      benchmark.stopMeasurement()
      blackHole(recorder.records.count)
      recorder.stop()
    }
  }
}
