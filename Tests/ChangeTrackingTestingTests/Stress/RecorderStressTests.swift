import ChangeTracking
import ChangeTrackingTesting
import Testing

/// The recorder under load: many tasks writing, one test waiting for all their records.
@Suite @MainActor struct RecorderStressTests {
  @Test func recorderWaitsForTheRecordsOfAThousandConcurrentTasks() async {
    let tracker = StateTracker(Account())
    let recorder = ChangeRecorder(tracker)
    for index in 0..<1_000 {
      Task {
        await Task.yield()
        tracker.update { $0.tags.append("task \(index)") }
      }
    }

    // A generous bound: the records arrive as soon as the main actor has run the tasks.
    let arrived = await recorder.waitForRecords(count: 1_000, timeout: .seconds(60))

    #expect(arrived)
    #expect(recorder.records.map(\.sequence) == Array(1...1_000))
    #expect(recorder.snapshots.map(\.tags.count) == Array(1...1_000))
    #expect(Set(tracker.tags).count == 1_000)
  }
}
