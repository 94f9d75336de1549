import ChangeTracking

/// A view model as an app writes one: main-actor isolated, starting `Task`s that await a
/// service and then write through the tracker.
@MainActor
final class TallyViewModel {
  let tracker = StateTracker(Counter())
  private let source = TallySource()

  /// Starts one unit of async work: a label, a call to the service, then a batch.
  func count(_ task: Int) -> Task<Void, Never> {
    Task {
      tracker.set(\.label, to: "task \(task) started")
      let served = await source.next()
      tracker.update { state in
        state.value += 1
        state.tags.append("task \(task) served \(served)")
      }
    }
  }
}
