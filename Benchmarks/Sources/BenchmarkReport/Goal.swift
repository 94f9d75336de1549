/// One performance goal of the design, computed from the figures of the cases it compares.
struct Goal: Sendable {
  /// What the goal measured, and whether it was met.
  struct Outcome: Sendable {
    var measured: String
    var passes: Bool
  }

  /// The goal's name in the goal line.
  var name: String

  /// The comparison the goal requires, as printed in the goal line.
  var target: String

  /// The outcome, or `nil` when a case the goal needs was not run.
  var evaluate: @Sendable ([String: CaseFigures]) -> Outcome?

  /// A goal on the ratio of two cases' median times: `case` ÷ `reference` ≤ `limit`.
  static func timeRatio(
    _ name: String,
    _ measuredCase: String,
    over reference: String,
    atMost limit: Double
  ) -> Goal {
    comparing(measuredCase, with: reference, name: name, target: "<=\(limit)x") { time, base in
      let ratio = time / base
      return Outcome(measured: "\(BenchmarkReport.format(ratio))x", passes: ratio <= limit)
    }
  }

  /// A goal on how many times faster a case is than a peer: `peer` ÷ `case` ≥ `factor`.
  static func speedup(
    _ name: String,
    _ measuredCase: String,
    over peer: String,
    atLeast factor: Double
  ) -> Goal {
    comparing(measuredCase, with: peer, name: name, target: ">=\(factor)x") { time, slower in
      let ratio = slower / time
      return Outcome(measured: "\(BenchmarkReport.format(ratio))x", passes: ratio >= factor)
    }
  }

  /// A goal on the heap allocations per operation of the most allocating of `cases`.
  static func allocations(_ name: String, of measuredCases: [String], atMost limit: Double) -> Goal
  {
    Goal(name: name, target: "<=\(BenchmarkReport.format(limit))") { cases in
      let figures = measuredCases.compactMap { cases[$0] }
      guard figures.count == measuredCases.count else {
        return nil
      }
      let worst = figures.map(\.allocations).max() ?? 0
      return Outcome(measured: BenchmarkReport.format(worst), passes: worst <= limit)
    }
  }

  /// A goal on the time a case adds to a reference: `case` − `reference` ≤ `limit` nanoseconds.
  static func addedTime(
    _ name: String,
    _ measuredCase: String,
    over reference: String,
    atMost limit: Double
  ) -> Goal {
    let target = "<=\(BenchmarkReport.format(limit))ns"
    return comparing(measuredCase, with: reference, name: name, target: target) { time, base in
      let added = time - base
      return Outcome(measured: "\(BenchmarkReport.format(added))ns", passes: added <= limit)
    }
  }

  /// A goal on a case's own median time: `case` ≤ `limit` nanoseconds.
  /// A goal on the time a case adds to a reference, as a share of a third case's time:
  /// (`case` − `reference`) ÷ `unit` ≤ `limit`.
  static func addedTimeRatio(
    _ name: String,
    _ measuredCase: String,
    over reference: String,
    relativeTo unit: String,
    atMost limit: Double
  ) -> Goal {
    Goal(name: name, target: "<=\(limit)x") { cases in
      guard let time = cases[measuredCase]?.nanoseconds,
        let base = cases[reference]?.nanoseconds, let unitTime = cases[unit]?.nanoseconds
      else {
        return nil
      }
      let ratio = (time - base) / unitTime
      return Outcome(measured: "\(BenchmarkReport.format(ratio))x", passes: ratio <= limit)
    }
  }

  static func time(_ name: String, _ measuredCase: String, atMost limit: Double) -> Goal {
    Goal(name: name, target: "<=\(BenchmarkReport.format(limit))ns") { cases in
      guard let figures = cases[measuredCase] else {
        return nil
      }
      let time = figures.nanoseconds
      return Outcome(measured: "\(BenchmarkReport.format(time))ns", passes: time <= limit)
    }
  }

  /// A goal on the time a case adds to a reference, shared among `units` (observers, declared
  /// properties): (`case` − `reference`) ÷ `units` ≤ `limit` nanoseconds.
  static func addedTimePerUnit(
    _ name: String,
    _ measuredCase: String,
    over reference: String,
    units: Double,
    atMost limit: Double
  ) -> Goal {
    let target = "<=\(BenchmarkReport.format(limit))ns"
    return comparing(measuredCase, with: reference, name: name, target: target) { time, base in
      let perUnit = (time - base) / units
      return Outcome(measured: "\(BenchmarkReport.format(perUnit))ns", passes: perUnit <= limit)
    }
  }

  /// A goal on a custom metric of a case, against a limit computed from the case's figures.
  static func customMetric(
    _ name: String,
    _ metric: String,
    of measuredCase: String,
    target: String,
    limit: @escaping @Sendable (CaseFigures) -> Double?
  ) -> Goal {
    Goal(name: name, target: target) { cases in
      guard let figures = cases[measuredCase], let value = figures.customFigures[metric],
        let bound = limit(figures)
      else {
        return nil
      }
      return Outcome(
        measured: BenchmarkReport.format(value), passes: value <= bound)
    }
  }

  /// A goal computed from the median times of two cases, or `nil` when either did not run.
  private static func comparing(
    _ measuredCase: String,
    with other: String,
    name: String,
    target: String,
    outcome: @escaping @Sendable (_ time: Double, _ otherTime: Double) -> Outcome
  ) -> Goal {
    Goal(name: name, target: target) { cases in
      guard let measured = cases[measuredCase], let reference = cases[other] else {
        return nil
      }
      return outcome(measured.nanoseconds, reference.nanoseconds)
    }
  }
}
