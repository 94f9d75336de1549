extension Goal {
  /// The app-level goals of the issue "fast where an app feels it": the feed screen's workload
  /// against its `@Observable` twin, its growth from 10,000 to 100,000 rows, and what row
  /// trackers attached add to a write that does not touch them. They are targets for the work
  /// the issue describes, and fail until it is done.
  static let appLevel: [Goal] = [
    .timeRatio(
      "issue-47-update-3-scalars-64-row-trackers-vs-none", "app update 3 scalars 64 row trackers",
      over: "app update 3 scalars no views", atMost: 1.2),
    .timeRatio(
      "issue-47-append-row-64-row-trackers-vs-none", "app append row 64 row trackers",
      over: "app append row no views", atMost: 1.5),
    .speedup(
      "issue-47-workload-observation-vs-tracker", "app cycle 10k",
      over: "app cycle Observation 10k", atLeast: 20),
    .speedup(
      "issue-47-workload-reader-observation-vs-tracker", "app cycle 10k reader",
      over: "app cycle Observation 10k", atLeast: 10),
    .timeRatio(
      "issue-47-workload-100k-vs-10k", "app cycle 100k", over: "app cycle 10k", atMost: 1.25),
    .timeRatio(
      "issue-47-workload-reader-100k-vs-10k", "app cycle 100k reader",
      over: "app cycle 10k reader", atMost: 1.25),
  ]

  /// The app-level figures the issue gives no target, printed beside its goals.
  static let appLevelInformative: [Goal] = [
    .speedup(
      "app-workload-opencombine-vs-tracker", "app cycle 10k", over: "app cycle OpenCombine 10k",
      atLeast: 0),
    .timeRatio(
      "app-workload-reader-vs-none", "app cycle 10k reader", over: "app cycle 10k",
      atMost: .infinity),
    .timeRatio(
      "app-update-3-scalars-module-scope-vs-none", "app update 3 scalars module scope",
      over: "app update 3 scalars no views", atMost: .infinity),
    .timeRatio(
      "app-update-3-scalars-8-row-trackers-vs-none", "app update 3 scalars 8 row trackers",
      over: "app update 3 scalars no views", atMost: .infinity),
    .timeRatio(
      "app-append-row-8-row-trackers-vs-none", "app append row 8 row trackers",
      over: "app append row no views", atMost: .infinity),
  ]
}
