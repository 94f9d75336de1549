extension Goal {
  /// The floors no change may cross while the core is made simpler: time ratios against a
  /// hand-written `didSet` or an observed `set`, measured in one run. The flat lines (declared
  /// properties, list length, subtree size, history length) are among the design's goals.
  static let guards: [Goal] = [
    .timeRatio(
      "guard-set-observer-vs-didSet", "set 1 observer", over: "didSet onChange per call",
      atMost: 2.0),
    .timeRatio(
      "guard-set-nobody-hears-vs-didSet", "set no observer", over: "didSet onChange per call",
      atMost: 1.0),
    .timeRatio(
      "guard-update-3-vs-set-observer", "update 3 properties 1 observer", over: "set 1 observer",
      atMost: 6.0),
    .timeRatio(
      "guard-undo-vs-set-observer", "undo history 1000", over: "set 1 observer", atMost: 5.0),
    .timeRatio(
      "guard-rollback-vs-set-observer", "rollback over 1000 steps", over: "set 1 observer",
      atMost: 6.0),
    .timeRatio(
      "guard-scoped-depth-1-vs-set-observer", "scoped set depth 1", over: "set 1 observer",
      atMost: 4.0),
    .timeRatio(
      "guard-scoped-depth-4-vs-set-observer", "scoped set depth 4", over: "set 1 observer",
      atMost: 6.0),
    .timeRatio(
      "guard-row-tracker-vs-set-observer", "row tracker set 1k", over: "set 1 observer",
      atMost: 5.0),
    .timeRatio(
      "guard-element-edit-vs-set-observer", "rows edit at 10k 1 observer", over: "set 1 observer",
      atMost: 3.0),
    .timeRatio(
      "guard-recorder-vs-set-observer", "set recorder attached", over: "set 1 observer",
      atMost: 4.0),
  ]
}
