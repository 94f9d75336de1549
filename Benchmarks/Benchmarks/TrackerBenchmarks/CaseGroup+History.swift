import Benchmark
import ChangeTracking

extension CaseGroup {
  /// The tracker with history on: what a write adds, what a step keeps in memory, and what
  /// `undo` and `rollback` cost for a short and a long history.
  static let history = CaseGroup {
    add("set history on", operations: .million) { benchmark in
      let tracker = identity(StateTracker(ProfileState.loaded, historyCapacity: 1_000))
      // Fill the ring, so that every measured write replaces the oldest step.
      for value in 0...1_000 {
        tracker.set(\.callsInProgress, to: -value - 1)
      }
      benchmark.startMeasurement()
      for value in benchmark.scaledIterations {
        tracker.set(\.callsInProgress, to: value)
      }
      benchmark.stopMeasurement()
      blackHole(tracker.callsInProgress)
    }

    // Bytes are counted by the harness's malloc interposer: the requested bytes not freed by
    // the end of the measurement (`memoryLeakedBytes`), over the number of writes, one step
    // each. The capacity is that number, so the ring ends exactly full, and its growth (each
    // larger buffer, the smaller one freed) is counted as it happens. The time is that of a
    // write while the history grows.
    add(
      "set history growing", operations: .million,
      extraMetrics: [.memoryLeakedBytes, .stateStride]
    ) { benchmark in
      let tracker = identity(
        StateTracker(ProfileState.loaded, historyCapacity: benchmark.scaledIterations.count))
      benchmark.startMeasurement()
      for value in benchmark.scaledIterations {
        tracker.set(\.callsInProgress, to: value + 1)
      }
      benchmark.stopMeasurement()
      benchmark.measurement(.stateStride, MemoryLayout<ProfileState>.stride)
      withExtendedLifetime(tracker) {}
    }

    // One operation is an undo or a redo, in turn: the history keeps its length, and each
    // restores a snapshot that differs from the current state in one property, reported to one
    // observer, as an app's view hears it.
    for length in [10, 1_000] {
      add("undo history \(length)", operations: .thousand) { benchmark in
        let sink = Sink()
        let tracker = historyTracker(steps: length)
        let token = tracker.observe { record in sink.count &+= record.sequence }
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
    }

    // One operation is a rollback, in turn to a checkpoint `length` steps back and to the
    // latest one; each rollback records a step, so the history is built again, unmeasured,
    // before each iteration. One observer hears each rollback, as for `undo`.
    for length in [10, 1_000] {
      add("rollback over \(length) steps", operations: .thousand) { benchmark in
        let sink = Sink()
        let tracker = identity(StateTracker(ProfileState.loaded, historyCapacity: 4_096))
        let start = tracker.checkpoint()
        for value in 1...length {
          tracker.set(\.callsInProgress, to: value)
        }
        let latest = tracker.checkpoint()
        let token = tracker.observe { record in sink.count &+= record.sequence }
        benchmark.startMeasurement()
        for value in benchmark.scaledIterations {
          try? tracker.rollback(to: value & 1 == 0 ? start : latest)
        }
        benchmark.stopMeasurement()
        blackHole(sink.count)
        withExtendedLifetime(token) {}
      }
    }
  }

  /// A tracker whose history holds `steps` steps, each a change of `callsInProgress`.
  private static func historyTracker(steps: Int) -> StateTracker<ProfileState> {
    let tracker = StateTracker(ProfileState.loaded, historyCapacity: 4_096)
    for value in 1...steps {
      tracker.set(\.callsInProgress, to: value)
    }
    return identity(tracker)
  }
}

extension BenchmarkMetric {
  /// `MemoryLayout<State>.stride` of the benchmark's state, for the memory goal.
  static let stateStride = BenchmarkMetric.custom(
    "state stride", polarity: .prefersSmaller, useScalingFactor: false)
}
