import Benchmark
import ChangeTracking

extension CaseGroup {
  /// The tracker, called from this module exactly as an app calls it.
  static let tracker = CaseGroup {
    add("set no observer", operations: .million) { benchmark in
      let tracker = warmedUpTracker()
      benchmark.startMeasurement()
      for value in benchmark.scaledIterations {
        tracker.set(\.callsInProgress, to: value)
      }
      benchmark.stopMeasurement()
      blackHole(tracker.callsInProgress)
    }

    add("set onChange", operations: .million) { benchmark in
      let sink = Sink()
      let tracker = warmedUpTracker()
      tracker.onChange = { _ in sink.count &+= 1 }
      blackHole(tracker)
      benchmark.startMeasurement()
      for value in benchmark.scaledIterations {
        tracker.set(\.callsInProgress, to: value)
      }
      benchmark.stopMeasurement()
      blackHole(sink.count)
    }

    for observerCount in [1, 3] {
      let noun = observerCount == 1 ? "observer" : "observers"
      add("set \(observerCount) \(noun)", operations: .million) { benchmark in
        let sink = Sink()
        let tracker = warmedUpTracker()
        let tokens = (0..<observerCount).map { _ in
          tracker.observe { record in sink.count &+= record.sequence }
        }
        tracker.set(\.callsInProgress, to: -2)
        benchmark.startMeasurement()
        for value in benchmark.scaledIterations {
          tracker.set(\.callsInProgress, to: value)
        }
        benchmark.stopMeasurement()
        blackHole(sink.count)
        withExtendedLifetime(tokens) {}
      }
    }

    add("set equal value skipped", operations: .million) { benchmark in
      let sink = Sink()
      let tracker = warmedUpTracker()
      let token = tracker.observe { record in sink.count &+= record.sequence }
      let current = tracker.callsInProgress
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        tracker.set(\.callsInProgress, to: current)
      }
      benchmark.stopMeasurement()
      blackHole(sink.count)
      withExtendedLifetime(token) {}
    }

    add("update 3 properties 1 observer", operations: .thousand) { benchmark in
      let names = ["Ada Lovelace", "Augusta Ada King"]
      let emails = ["ada@example.com", "ada@analytical.example"]
      let sink = Sink()
      let tracker = warmedUpTracker()
      let token = tracker.observe { record in sink.count &+= record.sequence }
      // Warm up with a batch of the same size, so the delivery queue has its capacity.
      tracker.update { state in
        state.name = nil
        state.email = nil
        state.callsInProgress = -2
      }
      benchmark.startMeasurement()
      for value in benchmark.scaledIterations {
        tracker.update { state in
          state.name = names[value & 1]
          state.email = emails[value & 1]
          state.callsInProgress = value
        }
      }
      benchmark.stopMeasurement()
      blackHole(sink.count)
      withExtendedLifetime(token) {}
    }

    add("update array element 1 observer", operations: .thousand) { benchmark in
      let sink = Sink()
      let tracker = warmedUpTracker()
      let token = tracker.observe { record in sink.count &+= record.sequence }
      tracker.update { $0.items[0].isDone.toggle() }
      benchmark.startMeasurement()
      for value in benchmark.scaledIterations {
        tracker.update { $0.items[value % 1_000].isDone.toggle() }
      }
      benchmark.stopMeasurement()
      blackHole(sink.count)
      withExtendedLifetime(token) {}
    }
  }

  /// A tracker over the loaded state that has already seen the key path the cases write, so
  /// that the measurement starts in steady state.
  private static func warmedUpTracker() -> StateTracker<ProfileState> {
    let tracker = StateTracker(ProfileState.loaded)
    tracker.set(\.callsInProgress, to: -1)
    return identity(tracker)
  }
}
