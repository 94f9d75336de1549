import AppWorkload
import Benchmark

extension CaseGroup {
  /// What an app pays: the feed screen's workload (a list of 10,000 or 100,000 rows declared
  /// row by row, the account module reached through `scope`, 8 row trackers, 5 observers, an
  /// undo history of 100), with and without a `changes` reader, against its `@Observable` and
  /// OpenCombine twins doing the same edits; then one operation of the screen alone, with 0, 8
  /// or 64 row trackers or the module's scope attached.
  ///
  /// One workload operation is a cycle: append a row, toggle a row through its row tracker,
  /// rename through the module, a batch of three scalars, undo (see `TrackedFeedScreen`). A cycle
  /// takes from a tenth of a millisecond to several, so each iteration measures one, on a screen
  /// built afresh that has run `TrackedFeedScreen.warmUpCycles` cycles (its history full). A
  /// single operation is measured a thousand times per iteration, after 10 unmeasured ones.
  static let appLevel = CaseGroup {
    for rowCount in [10_000, 100_000] {
      let rows = "\(rowCount / 1_000)k"
      add("app cycle \(rows)", operations: .one) { benchmark in
        let screen = identity(TrackedFeedScreen.workload(rowCount: rowCount, hasReader: false))
        measure(benchmark, warmUps: TrackedFeedScreen.warmUpCycles, screen.runCycle) {
          screen.received
        }
      }

      // The reader takes every waiting record once per cycle, as an app's task on the main
      // actor runs between two events: the cycle's records wait in the stream while the
      // cycle's next edits are made.
      addAwaiting("app cycle \(rows) reader", operations: .one) { benchmark in
        let screen = identity(TrackedFeedScreen.workload(rowCount: rowCount, hasReader: true))
        for value in 0..<TrackedFeedScreen.warmUpCycles {
          screen.runCycle(value)
          await screen.drainChanges()
        }
        benchmark.startMeasurement()
        for value in benchmark.scaledIterations {
          screen.runCycle(TrackedFeedScreen.warmUpCycles + value)
          await screen.drainChanges()
        }
        benchmark.stopMeasurement()
        blackHole(screen.received)
      }
    }

    add("app cycle Observation 10k", operations: .one) { benchmark in
      let screen = identity(ObservableFeedScreen(rowCount: 10_000))
      measure(benchmark, warmUps: TrackedFeedScreen.warmUpCycles, screen.runCycle) {
        screen.received
      }
    }

    add("app cycle OpenCombine 10k", operations: .one) { benchmark in
      let screen = identity(PublishedFeedScreen(rowCount: 10_000))
      measure(benchmark, warmUps: TrackedFeedScreen.warmUpCycles, screen.runCycle) {
        screen.received
      }
    }

    // One operation of the screen alone (10,000 rows, one observer, no history): what the parts
    // attached add to a write that does not touch them.
    let attachments: [(name: String, rowTrackers: Int, hasModule: Bool)] = [
      ("no views", 0, false), ("module scope", 0, true), ("8 row trackers", 8, false),
      ("64 row trackers", 64, false),
    ]
    for attached in attachments {
      add("app update 3 scalars \(attached.name)", operations: .thousand) { benchmark in
        let screen = identity(
          TrackedFeedScreen.alone(rowTrackers: attached.rowTrackers, hasModule: attached.hasModule))
        measure(benchmark, warmUps: 10, screen.updateScalars) { screen.received }
      }
      add("app append row \(attached.name)", operations: .thousand) { benchmark in
        let screen = identity(
          TrackedFeedScreen.alone(rowTrackers: attached.rowTrackers, hasModule: attached.hasModule))
        measure(benchmark, warmUps: 10, { _ in screen.appendRow() }) { screen.received }
      }
    }
  }

  /// Runs `operation` `warmUps` times unmeasured, then once per scaled iteration, measured;
  /// then keeps what the listeners `received` from being optimized away.
  private static func measure(
    _ benchmark: Benchmark,
    warmUps: Int,
    _ operation: (Int) -> Void,
    received: () -> Int
  ) {
    for value in 0..<warmUps {
      operation(value)
    }
    benchmark.startMeasurement()
    for value in benchmark.scaledIterations {
      operation(warmUps + value)
    }
    benchmark.stopMeasurement()
    blackHole(received())
  }
}
