import Benchmark
import ChangeInspectorCore
import ChangeTracking
import Foundation

extension CaseGroup {
  /// A session recording: what it adds to a write, for the article's profile state and for the
  /// same state with 1,000 items; and the inspector's time to read and print a recording of
  /// 100,000 records.
  static let recording = CaseGroup {
    add("set recorded profile 1 observer", operations: .thousand) { benchmark in
      let tracker = identity(StateTracker(profile(itemCount: 0)))
      var count = 0
      let token = tracker.observe { _ in count += 1 }
      benchmark.startMeasurement()
      for value in benchmark.scaledIterations {
        tracker.set(\.callsInProgress, to: value + 1)
      }
      benchmark.stopMeasurement()
      blackHole(count)
      token.cancel()
    }

    for itemCount in [0, 1_000] {
      let name = itemCount == 0 ? "set recording profile" : "set recording profile 1000 items"
      add(name, operations: .thousand) { benchmark in
        let tracker = identity(StateTracker(profile(itemCount: itemCount)))
        let file = temporaryFile("recording.jsonl")
        let recording = try! tracker.record(to: file)
        tracker.set(\.callsInProgress, to: -1)
        benchmark.startMeasurement()
        for value in benchmark.scaledIterations {
          tracker.set(\.callsInProgress, to: value + 1)
        }
        benchmark.stopMeasurement()
        try! recording.stop()
        try? FileManager.default.removeItem(at: file.deletingLastPathComponent())
      }
    }

    add("inspector reads 100000 records", operations: .one) { benchmark in
      let file = temporaryFile("large.jsonl")
      try! largeRecording.write(to: file)
      let path = file.path
      var lines = 0
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        let status = ChangeInspector.run(
          [path], isTerminal: false, output: { _ in lines += 1 }, errors: { _ in })
        precondition(status == 0, "the inspector could not read \(path)")
      }
      benchmark.stopMeasurement()
      blackHole(lines)
      try? FileManager.default.removeItem(at: file.deletingLastPathComponent())
    }
  }

  /// The loaded profile state, with its first `itemCount` items: the article's state alone for
  /// none, the suite's realistic state for all 1,000.
  private static func profile(itemCount: Int) -> ProfileState {
    var state = ProfileState.loaded
    state.items.removeLast(state.items.count - itemCount)
    return state
  }

  /// A file of `name` in a new temporary folder.
  private static func temporaryFile(_ name: String) -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ChangeTrackingBenchmarks-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent(name)
  }

  /// The bytes of a recording of 100,000 writes to the profile state (no items), made once per
  /// run; each case writes them to a file of its own and removes it.
  private static let largeRecording: Data = {
    let file = temporaryFile("large.jsonl")
    let tracker = StateTracker(profile(itemCount: 0))
    let recording = try! tracker.record(to: file)
    for value in 1...100_000 {
      tracker.set(\.callsInProgress, to: value)
    }
    try! recording.stop()
    let bytes = try! Data(contentsOf: file)
    try? FileManager.default.removeItem(at: file.deletingLastPathComponent())
    return bytes
  }()
}
