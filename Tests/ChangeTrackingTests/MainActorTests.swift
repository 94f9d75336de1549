import ChangeTracking
import Testing

/// A view model as an app writes one: main-actor isolated, its async work in `Task`s.
@MainActor
private final class CounterViewModel {
  let tracker = StateTracker(Counter())
  private let load: @Sendable () async -> Int

  init(load: @escaping @Sendable () async -> Int) {
    self.load = load
  }

  func refresh() -> Task<Void, Never> {
    tracker.set(\.label, to: "loading")
    return Task {
      let value = await load()
      tracker.update { state in
        state.value = value
        state.label = "loaded"
      }
    }
  }
}

@MainActor
@Suite struct MainActorTests {
  @Test func viewModelWritesFromTasksAreReportedInOrder() async {
    let viewModel = CounterViewModel(load: { 42 })
    let log = RecordLog(viewModel.tracker)
    await viewModel.refresh().value
    #expect(log.changes == [.label, .value, .label])
    #expect(log.snapshots.last == Counter(value: 42, label: "loaded"))
  }

  @Test func concurrentTasksEachReportEveryWrite() async {
    let viewModel = CounterViewModel(load: { 1 })
    let log = RecordLog(viewModel.tracker, only: [.tags])
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<50 {
        group.addTask { @MainActor in
          viewModel.tracker.update { $0.tags.append("task \(index)") }
        }
      }
    }
    #expect(log.records.count == 50)
    #expect(viewModel.tracker.tags.count == 50)
    #expect(log.snapshots.map(\.tags.count) == Array(1...50))
  }
}
