import ChangeTracking
import Testing

/// The isolation rule under load: a tracker lives in one isolation, many tasks write through it
/// there, and records leave it only as `Sendable` values. Run under the thread sanitizer in CI.
@Suite struct ConcurrencyStressTests {
  @MainActor
  @Test func mainActorViewModelWithManyConcurrentTasksReportsEveryWriteInOrder() async {
    var viewModel: TallyViewModel? = TallyViewModel()
    let probe = SequenceProbe(viewModel!.tracker)
    let changes = viewModel!.tracker.changes
    let reader = Task.detached {
      var sequences: [Int] = []
      var values: [Int] = []
      for await record in changes {
        sequences.append(record.sequence)
        if record.change == .value {
          values.append(record.snapshot.value)
        }
      }
      return (sequences, values)
    }

    let tasks = (0..<1_000).map { viewModel!.count($0) }
    for task in tasks {
      await task.value
    }
    let state = viewModel!.tracker.state
    viewModel = nil

    // Each task reports its label, then the batch's value and tags.
    #expect(probe.receivedExactly(1...3_000))
    #expect(state.value == 1_000)
    #expect(Set(state.tags).count == 1_000)
    let (sequences, values) = await reader.value
    #expect(sequences == Array(1...3_000))
    #expect(values == Array(1...1_000))
  }

  @Test func actorOwnedTrackerWithManyConcurrentCallersReportsEveryWriteInOrder() async {
    var store: TallyStore? = TallyStore()
    await store!.startProbing()
    let changes = await store!.changes()
    let reader = Task.detached {
      var sequences: [Int] = []
      for await record in changes {
        sequences.append(record.sequence)
      }
      return sequences
    }

    await withTaskGroup(of: Void.self) { [store] group in
      for task in 0..<1_000 {
        group.addTask { await store!.count(task) }
      }
    }
    let probed = await store!.probeReceivedExactly(1...3_000)
    let state = await store!.state
    store = nil

    #expect(probed)
    #expect(state.value == 1_000)
    #expect(Set(state.tags).count == 1_000)
    #expect(await reader.value == Array(1...3_000))
  }
}
