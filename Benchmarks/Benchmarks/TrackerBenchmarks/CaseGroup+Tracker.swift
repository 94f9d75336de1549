import ArticleProfile
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
      addSetWithObservers("set \(observerCount) \(noun)", count: observerCount, filter: nil)
    }

    // An observer that reads what changed from the record's snapshot, as a view updates its
    // labels: three properties, two of them strings on the heap.
    add("set 1 observer reading snapshot", operations: .million) { benchmark in
      let sink = Sink()
      let tracker = warmedUpTracker()
      let token = tracker.observe { record in
        sink.count &+= record.snapshot.callsInProgress
        sink.count &+= record.snapshot.name?.utf8.count ?? 0
        sink.count &+= record.snapshot.email?.utf8.count ?? 0
      }
      benchmark.startMeasurement()
      for value in benchmark.scaledIterations {
        tracker.set(\.callsInProgress, to: value)
      }
      benchmark.stopMeasurement()
      blackHole(sink.count)
      withExtendedLifetime(token) {}
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
      // Strings longer than 15 bytes, on the heap as the loaded state's are.
      let names = ["Augusta Ada King, Countess of Lovelace", "Ada Lovelace, Analyst of the Engine"]
        .map { String(onHeap: $0) }
      let emails = ["augusta.ada.king@analytical-engine.example", "ada.lovelace@engine.example"]
        .map { String(onHeap: $0) }
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

    // The same three writes as three `set` calls in one function, as a view model makes them:
    // past the first, the compiler may not inline a call, whose key path is then an object.
    add("set 3 properties 1 observer", operations: .thousand) { benchmark in
      let names = ["Augusta Ada King, Countess of Lovelace", "Ada Lovelace, Analyst of the Engine"]
        .map { String?(String(onHeap: $0)) }
      let emails = ["augusta.ada.king@analytical-engine.example", "ada.lovelace@engine.example"]
        .map { String?(String(onHeap: $0)) }
      let sink = Sink()
      let tracker = warmedUpTracker()
      let token = tracker.observe { record in sink.count &+= record.sequence }
      benchmark.startMeasurement()
      for value in benchmark.scaledIterations {
        tracker.set(\.name, to: names[value & 1])
        tracker.set(\.email, to: emails[value & 1])
        tracker.set(\.callsInProgress, to: value)
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

    // A hundred observers whose filter rejects the change written: what each costs a write
    // that none of them receives.
    addSetWithObservers("set 100 rejecting observers", count: 100, filter: [.name])

    // A key path with an index known only at run time, as a list row's toggle writes it: the
    // key path is built for each write. Each write changes the element's value: the first pass
    // over the 1,000 items sets them, the next one clears them.
    add("set runtime index key path 1 observer", operations: .thousand) { benchmark in
      let sink = Sink()
      let tracker = warmedUpTracker()
      let token = tracker.observe { record in sink.count &+= record.sequence }
      let count = tracker.items.count
      tracker.set(\.items[count - 1].isDone, to: true)
      tracker.set(\.items[count - 1].isDone, to: false)
      benchmark.startMeasurement()
      for value in benchmark.scaledIterations {
        tracker.set(\.items[value % count].isDone, to: (value / count) & 1 == 0)
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

  /// Adds a case that writes `callsInProgress` to a tracker with `count` observers, each
  /// registered with `filter` (`nil`: every change).
  private static func addSetWithObservers(
    _ name: String,
    count: Int,
    filter: Set<ProfileState.Change>?
  ) {
    add(name, operations: count > 10 ? .thousand : .million) { benchmark in
      let sink = Sink()
      let tracker = warmedUpTracker()
      let tokens = (0..<count).map { _ in
        tracker.observe(filter) { record in sink.count &+= record.sequence }
      }
      // A second call of `set` in the same function, as a view model's methods make: the
      // compiler then inlines the write whole into neither call.
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
}
