import ChangeTracking

/// A store that owns its tracker inside an actor: every write, observer and read happens in the
/// actor's isolation, and only records and streams leave it.
actor TallyStore {
  private let tracker = StateTracker(Counter())
  private var probe: SequenceProbe<Counter>?

  /// Starts checking, in the actor, that every record arrives once and in order.
  func startProbing() {
    probe = SequenceProbe(tracker)
  }

  /// Whether the probe received exactly the records numbered `range`, each once, in order.
  func probeReceivedExactly(_ range: ClosedRange<Int>) -> Bool {
    probe?.receivedExactly(range) ?? false
  }

  /// The current state.
  var state: Counter { tracker.state }

  /// Every change from now on.
  func changes() -> AsyncStream<ChangeRecord<Counter>> {
    tracker.changes
  }

  /// A write, a suspension during which other calls run, then a batch.
  func count(_ task: Int) async {
    tracker.set(\.label, to: "task \(task) started")
    await Task.yield()
    tracker.update { state in
      state.value += 1
      state.tags.append("task \(task)")
    }
  }
}
