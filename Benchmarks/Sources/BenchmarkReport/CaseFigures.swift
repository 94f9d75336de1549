import Benchmark

/// The figures of one case over several runs.
struct CaseFigures: Sendable {
  /// The case's name.
  var name: String

  /// The median, over the runs, of each run's median time per operation, in nanoseconds.
  var nanoseconds: Double

  /// The lowest and highest of the runs' median times per operation.
  var nanosecondsRange: ClosedRange<Double>

  /// The median, over the runs, of each run's median heap allocations per operation.
  var allocations: Double

  /// The median, over the runs, of each custom metric the case reported, by the metric's name.
  var customFigures: [String: Double] = [:]

  /// The custom metrics the report reads, reported once per iteration.
  static let customMetrics = ["state stride"]

  /// The cases in the order the report lists them: the floor, the tracker, then its peers.
  /// Cases not named here follow, in alphabetical order.
  static let reportOrder = [
    "raw field write", "didSet onChange per call", "didSet onChange hoisted loop",
    "didSet 3 properties per call",
    "set no observer", "set onChange", "set 1 observer", "set 1 observer reading snapshot",
    "set 3 observers",
    "set 100 rejecting observers", "set equal value skipped",
    "set runtime index key path 1 observer",
    "update 3 properties 1 observer", "set 3 properties 1 observer",
    "update array element 1 observer",
    "update 3 of 10 properties 1 observer", "update 3 of 100 properties 1 observer",
    "scoped set depth 1", "scoped set depth 2", "scoped set depth 4",
    "Observation write no observer", "Observation write tracking rearmed",
    "OpenCombine Published sink",
    "set history on", "set history growing", "undo history 10", "undo history 1000",
    "rollback over 10 steps", "rollback over 1000 steps",
    "set recorder attached",
    "raw field read", "read bridge off", "read bridge on", "read key path value",
    "Observation read no tracking",
    "set bridge on",
    "app cycle 10k", "app cycle 10k reader", "app cycle 100k", "app cycle 100k reader",
    "app cycle Observation 10k", "app cycle OpenCombine 10k",
    "app update 3 scalars no views", "app update 3 scalars module scope",
    "app update 3 scalars 8 row trackers", "app update 3 scalars 64 row trackers",
    "app append row no views", "app append row module scope", "app append row 8 row trackers",
    "app append row 64 row trackers",
  ]

  /// The figures of every case found in `runs`, in ``reportOrder``.
  static func combining(_ runs: [RunResults]) -> [CaseFigures] {
    let found = Set(runs.flatMap(\.names))
    let names =
      reportOrder.filter(found.contains) + found.subtracting(reportOrder).sorted()
    return names.compactMap { name in
      let times = runs.compactMap { $0.medianPerOperation(of: .wallClock, in: name) }.sorted()
      let allocations = runs.compactMap { $0.medianPerOperation(of: .mallocCountTotal, in: name) }
      guard let lowest = times.first, let highest = times.last else {
        return nil
      }
      var customFigures: [String: Double] = [:]
      for metric in customMetrics {
        let values = runs.compactMap { $0.median(ofCustom: metric, in: name) }.sorted()
        if !values.isEmpty {
          customFigures[metric] = median(of: values)
        }
      }
      let unfreedBytes = runs.compactMap {
        $0.medianPerOperation(of: .memoryLeakedBytes, in: name)
      }
      if !unfreedBytes.isEmpty {
        customFigures["unfreed bytes per operation"] = median(of: unfreedBytes.sorted())
      }
      return CaseFigures(
        name: name,
        nanoseconds: median(of: times),
        nanosecondsRange: lowest...highest,
        allocations: allocations.isEmpty ? 0 : median(of: allocations.sorted()),
        customFigures: customFigures
      )
    }
  }

  /// The median of sorted, non-empty `values`.
  private static func median(of values: [Double]) -> Double {
    let middle = values.count / 2
    return values.count.isMultiple(of: 2)
      ? (values[middle - 1] + values[middle]) / 2 : values[middle]
  }
}
