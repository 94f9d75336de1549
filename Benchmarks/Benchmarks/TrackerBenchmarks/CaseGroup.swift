import Benchmark
import Foundation

/// A set of related cases, registered together.
///
/// Each case hands the objects it measures through the harness's `identity(_:)` before the
/// measurement, as an app's objects escape to its views: the optimizer then cannot see through
/// them and fold a peer's whole loop away.
///
/// Each case runs its operation `operations` times per measured iteration and reports wall-clock
/// time and heap allocations; the report divides both by `operations`, so every figure is per
/// operation. Work that is not the operation (creating the tracker, warming it up) happens
/// before `startMeasurement()`.
struct CaseGroup: Sendable {
  /// Registers the group's cases with the harness.
  let register: @Sendable () -> Void

  /// The groups that run, in the order of the report.
  static let all: [CaseGroup] = [
    .floor,
    .tracker,
    .wideBatch,
    .scopes,
    .observation,
    .openCombine,
    .history,
    .recorder,
    .observationBridge,
    .collections,
    .recording,
    .appLevel,
  ]
}

extension CaseGroup {
  /// How many operations one measured iteration runs.
  enum Operations {
    /// A million: for operations of a few nanoseconds or less.
    case million
    /// A thousand: for operations of tens of nanoseconds or more.
    case thousand
    /// One: for operations of a tenth of a millisecond or more, such as a cycle of the app-level
    /// workload or reading a large file.
    case one

    var scalingFactor: BenchmarkScalingFactor {
      switch self {
      case .million: .mega
      case .thousand: .kilo
      case .one: .one
      }
    }
  }

  /// Whether to run each case once, only to check that it still builds and runs (CI).
  static let isSmokeRun = ProcessInfo.processInfo.environment["BENCHMARK_SMOKE"] != nil

  /// Registers one case.
  ///
  /// - Parameters:
  ///   - name: The case's name in the report: words separated by single spaces, no dot or
  ///     underscore.
  ///   - operations: How many operations `body` runs per iteration, over
  ///     `benchmark.scaledIterations`.
  ///   - extraMetrics: Custom metrics that `body` reports with `benchmark.measurement(_:_:)`.
  ///   - body: Prepares, calls `startMeasurement()`, runs the operations, and
  ///     `stopMeasurement()`.
  static func add(
    _ name: String,
    operations: Operations,
    extraMetrics: [BenchmarkMetric] = [],
    _ body: @escaping (Benchmark) -> Void
  ) {
    Benchmark(
      name, configuration: configuration(operations, extraMetrics: extraMetrics), closure: body)
  }

  /// Registers one case whose body awaits, as one that drains an asynchronous stream does.
  ///
  /// - Parameters:
  ///   - name: The case's name in the report, as for ``add(_:operations:extraMetrics:_:)``.
  ///   - operations: How many operations `body` runs per iteration.
  ///   - body: Prepares, calls `startMeasurement()`, runs the operations, and
  ///     `stopMeasurement()`.
  static func addAwaiting(
    _ name: String,
    operations: Operations,
    _ body: @escaping (Benchmark) async -> Void
  ) {
    Benchmark(name, configuration: configuration(operations, extraMetrics: []), closure: body)
  }

  /// The harness's settings for a case of `operations` per iteration.
  private static func configuration(
    _ operations: Operations,
    extraMetrics: [BenchmarkMetric]
  ) -> Benchmark.Configuration {
    Benchmark.Configuration(
      metrics: [.wallClock, .mallocCountTotal] + extraMetrics,
      timeUnits: .nanoseconds,
      warmupIterations: isSmokeRun ? 0 : 3,
      scalingFactor: isSmokeRun ? .one : operations.scalingFactor,
      maxDuration: .seconds(1),
      maxIterations: isSmokeRun ? 1 : 100_000
    )
  }
}
