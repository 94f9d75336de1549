import Benchmark
import Foundation

/// The results of one run of the suite, as the harness stores them in a baseline's
/// `results.json`.
struct RunResults: Decodable {
  /// A benchmark's identity in a baseline file.
  struct Identifier: Decodable, Hashable {
    var target: String
    var name: String
  }

  /// The metrics measured for each benchmark.
  var results: [Identifier: [BenchmarkResult]]

  /// Reads a baseline's `results.json`.
  init(contentsOf url: URL) throws {
    self = try JSONDecoder().decode(Self.self, from: Data(contentsOf: url))
  }

  /// The median of `metric` per operation for the benchmark named `name`, or `nil` when it was
  /// not measured.
  func medianPerOperation(of metric: BenchmarkMetric, in name: String) -> Double? {
    guard
      let result = results.first(where: { $0.key.name == name })?.value
        .first(where: { $0.metric == metric }),
      let median = result.statistics.percentiles(for: [50.0]).first
    else {
      return nil
    }
    return Double(median) / Double(result.scalingFactor.rawValue)
  }

  /// The median of the custom metric `metric` for the benchmark named `name`, as reported, or
  /// `nil` when it was not measured.
  func median(ofCustom metric: String, in name: String) -> Double? {
    guard
      let result = results.first(where: { $0.key.name == name })?.value
        .first(where: { $0.metric == .custom(metric) }),
      let median = result.statistics.percentiles(for: [50.0]).first
    else {
      return nil
    }
    return Double(median)
  }

  /// The names of the benchmarks measured, in the order they appear in the file.
  var names: [String] {
    results.keys.map(\.name)
  }
}
