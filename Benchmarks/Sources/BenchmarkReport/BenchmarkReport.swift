import Benchmark
import Foundation

/// Reads the results of one or more runs of the suite and prints the table of medians, then one
/// line per performance goal of the design, in the form
/// `goal: <name> measured=<value> target=<comparison> PASS|FAIL`, then `info: <name>
/// measured=<value>` for the figures the design gives no target.
///
/// Usage: `BenchmarkReport [--table-only] results.json [results.json …]`, one file per run;
/// `--table-only` prints the table and judges no goal (for runs too short to mean anything).
@main
enum BenchmarkReport {
  static func main() throws {
    var paths = CommandLine.arguments.dropFirst()
    let judgesGoals = paths.first != "--table-only"
    if !judgesGoals {
      paths = paths.dropFirst()
    }
    guard !paths.isEmpty else {
      print("usage: BenchmarkReport [--table-only] <results.json> [<results.json> …]")
      exit(64)
    }
    let runs = try paths.map { try RunResults(contentsOf: URL(fileURLWithPath: $0)) }
    let cases = CaseFigures.combining(runs)

    print("")
    print("| case | median ns/op | spread over \(runs.count) runs | allocations/op |")
    print("|---|---:|---:|---:|")
    for figures in cases {
      print(
        "| \(figures.name) | \(format(figures.nanoseconds)) "
          + "| \(format(figures.nanosecondsRange.lowerBound))–"
          + "\(format(figures.nanosecondsRange.upperBound)) "
          + "| \(format(figures.allocations)) |"
      )
    }
    print("")
    for figures in cases where !figures.customFigures.isEmpty {
      let values = figures.customFigures.sorted { $0.key < $1.key }
        .map { "\($0.key) \(format($0.value))" }
      print("\(figures.name): \(values.joined(separator: ", "))")
    }
    print("")
    guard judgesGoals else {
      return
    }

    let byName = Dictionary(uniqueKeysWithValues: cases.map { ($0.name, $0) })
    var failures = 0
    for goal in Goal.all + Goal.issues + Goal.appLevel + Goal.guards {
      guard let outcome = goal.evaluate(byName) else {
        continue
      }
      failures += outcome.passes ? 0 : 1
      print(
        "goal: \(goal.name) measured=\(outcome.measured) target=\(goal.target) "
          + (outcome.passes ? "PASS" : "FAIL")
      )
    }
    for figure in Goal.informative + Goal.appLevelInformative {
      if let outcome = figure.evaluate(byName) {
        print("info: \(figure.name) measured=\(outcome.measured)")
      }
    }
    if failures > 0 {
      exit(1)
    }
  }

  /// A figure with three significant digits, without exponent.
  static func format(_ value: Double) -> String {
    switch value {
    case 0: "0"
    case ..<1: String(format: "%.3f", value)
    case ..<10: String(format: "%.2f", value)
    case ..<100: String(format: "%.1f", value)
    default: String(format: "%.0f", value)
    }
  }
}
