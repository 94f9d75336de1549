extension Goal {
  /// The goals of DESIGN.md ("Performance goals") that the suite measures, in its order.
  ///
  /// A goal whose cases did not run prints nothing, so a partial run (`--filter`) still ends with
  /// the goals it can judge.
  static let all: [Goal] = [
    .timeRatio("set-onChange-vs-didSet", "set onChange", over: "didSet onChange", atMost: 1.0),
    .timeRatio("set-observer-vs-didSet", "set 1 observer", over: "didSet onChange", atMost: 2.0),
    .speedup(
      "set-observer-vs-observation-rearmed", "set 1 observer",
      over: "Observation write tracking rearmed", atLeast: 30),
    .speedup(
      "set-observer-vs-opencombine", "set 1 observer", over: "OpenCombine Published sink",
      atLeast: 15),
    .timeRatio("write-no-observer-vs-raw", "set no observer", over: "raw field write", atMost: 2.0),
    .timeRatio(
      "equal-write-vs-raw", "set equal value skipped", over: "raw field write", atMost: 1.2),
    .allocations(
      "allocations-per-tracked-write",
      of: [
        "set no observer", "set onChange", "set 1 observer", "set 3 observers",
        "set equal value skipped", "update 3 properties 1 observer",
      ],
      atMost: 0),
    .addedTime(
      "history-added-time-per-write", "set history on", over: "set no observer", atMost: 60),
    .customMetric(
      "history-bytes-per-step", "unfreed bytes per operation", of: "set history growing",
      target: "<=stride+16"
    ) { figures in
      figures.customFigures["state stride"].map { $0 + 16 }
    },
    .timeRatio(
      "undo-flat-in-history-length", "undo history 1000", over: "undo history 10", atMost: 1.5),
    .timeRatio(
      "rollback-flat-in-history-length", "rollback over 1000 steps", over: "rollback over 10 steps",
      atMost: 1.5),
    // Not in the design's table: the bridge's promise that a tracker that did not opt in pays
    // one branch per read, held to the bound the design sets for a write no one listens to.
    .timeRatio(
      "read-bridge-off-vs-raw", "read bridge off", over: "raw field read", atMost: 2.0),
  ]
}
