import AppWorkload
import Dispatch

/// Runs one case of the app-level lines a given number of times, for `valgrind --tool=callgrind`
/// to count its instructions (`Benchmarks/count-instructions` runs it twice, with N and 2N
/// operations, and divides the difference by N, so that building the screen does not count).
///
/// Usage: `AppWorkloadCounts <case> <operations>`; `AppWorkloadCounts --list` prints the cases.
/// Each case builds its screen as the benchmark's case of the same figure does, and runs as many
/// operations before the counted ones (`TrackedFeedScreen.warmUpCycles` cycles, or 10
/// operations).
@main
enum AppWorkloadCounts {
  /// What a case repeats: an operation, and for a case with a `changes` reader, the drain that
  /// follows each (the only call that awaits).
  typealias Operation = (run: (Int) -> Void, drain: (() async -> Void)?)

  /// The cases, by name: each builds its screen and returns what to repeat.
  static let cases: [(name: String, make: @Sendable () -> Operation)] = [
    ("cycle-10k", { cycles(rowCount: 10_000, hasReader: false) }),
    ("cycle-10k-reader", { cycles(rowCount: 10_000, hasReader: true) }),
    ("cycle-100k", { cycles(rowCount: 100_000, hasReader: false) }),
    ("cycle-100k-reader", { cycles(rowCount: 100_000, hasReader: true) }),
    ("cycle-observation-10k", { (ObservableFeedScreen(rowCount: 10_000).runCycle, nil) }),
    ("cycle-opencombine-10k", { (PublishedFeedScreen(rowCount: 10_000).runCycle, nil) }),
    ("update-none", { (alone(rowTrackers: 0, hasModule: false).updateScalars, nil) }),
    ("update-module", { (alone(rowTrackers: 0, hasModule: true).updateScalars, nil) }),
    ("update-8-rows", { (alone(rowTrackers: 8, hasModule: false).updateScalars, nil) }),
    ("update-64-rows", { (alone(rowTrackers: 64, hasModule: false).updateScalars, nil) }),
    ("append-none", { appends(alone(rowTrackers: 0, hasModule: false)) }),
    ("append-module", { appends(alone(rowTrackers: 0, hasModule: true)) }),
    ("append-8-rows", { appends(alone(rowTrackers: 8, hasModule: false)) }),
    ("append-64-rows", { appends(alone(rowTrackers: 64, hasModule: false)) }),
  ]

  /// Runs the case named by the arguments: on the main thread, or, for a case with a reader, in
  /// a task on the shared pool, as the harness runs its cases that await, while the main thread
  /// waits. (With an asynchronous `main`, the main thread parks in `rt_sigsuspend` with a mask
  /// that valgrind 3.19 cannot read, and valgrind stops.)
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == "--list" {
      print(cases.map(\.name).joined(separator: "\n"))
      return
    }
    guard arguments.count == 2, let count = Int(arguments[1]),
      let found = cases.first(where: { $0.name == arguments[0] })
    else {
      print("usage: AppWorkloadCounts <case> <operations> | --list")
      return
    }
    let warmUps = found.name.hasPrefix("cycle-") ? TrackedFeedScreen.warmUpCycles : 10
    guard found.name.hasSuffix("-reader") else {
      // On the main thread, no task started: no other thread runs, so the count repeats.
      let operation = found.make()
      for value in 0..<(warmUps + count) {
        operation.run(value)
      }
      return
    }
    let done = DispatchSemaphore(value: 0)
    Task.detached {
      let operation = found.make()
      for value in 0..<(warmUps + count) {
        operation.run(value)
        await operation.drain?()
      }
      done.signal()
    }
    done.wait()
  }

  /// The workload's cycle, and the reader's drain when there is one.
  private static func cycles(rowCount: Int, hasReader: Bool) -> Operation {
    let screen = TrackedFeedScreen.workload(rowCount: rowCount, hasReader: hasReader)
    return (screen.runCycle, hasReader ? screen.drainChanges : nil)
  }

  /// The screen of one operation alone.
  private static func alone(rowTrackers: Int, hasModule: Bool) -> TrackedFeedScreen {
    TrackedFeedScreen.alone(rowTrackers: rowTrackers, hasModule: hasModule)
  }

  /// Appends to `screen`, whatever the operation's number.
  private static func appends(_ screen: TrackedFeedScreen) -> Operation {
    ({ _ in screen.appendRow() }, nil)
  }
}
