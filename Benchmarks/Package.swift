// swift-tools-version: 6.2

import PackageDescription

// The benchmarks live in their own package, so that the library keeps `dependencies: []`: the
// harness and the peers it is compared with are needed here only.
let package = Package(
  name: "ChangeTrackingBenchmarks",
  platforms: [.macOS(.v15), .iOS(.v18)],
  dependencies: [
    .package(name: "ChangeTracking", path: ".."),
    // Only the malloc interposer: the harness's other default trait needs a package this
    // project does not use.
    .package(
      url: "https://github.com/ordo-one/benchmark",
      exact: "1.38.1",
      traits: ["MallocInterposer"]
    ),
    .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
  ],
  targets: [
    // Benchmarks: one executable per suite, under Benchmarks/ as the harness's plugin expects.
    .executableTarget(
      name: "TrackerBenchmarks",
      dependencies: [
        "AppWorkload",
        "ArticleProfile",
        .product(name: "ChangeTracking", package: "ChangeTracking"),
        .product(name: "ChangeTrackingTesting", package: "ChangeTracking"),
        .product(name: "_ChangeInspectorCore", package: "ChangeTracking"),
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "OpenCombine", package: "OpenCombine"),
      ],
      path: "Benchmarks/TrackerBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),

    // The article's hand-written state and view model, and the types every peer's state shares:
    // a module of its own, so that a case calls the view model's write as an app does, through a
    // call that the caller's module cannot inline or see into.
    .target(
      name: "ArticleProfile",
      path: "Sources/ArticleProfile"
    ),

    // The app-level workload (a feed screen on the tracker, and its `@Observable` and
    // OpenCombine twins), a module of its own: the benchmarks and the instruction counter call
    // it as an app's views call its view model.
    .target(
      name: "AppWorkload",
      dependencies: [
        .product(name: "ChangeTracking", package: "ChangeTracking"),
        .product(name: "OpenCombine", package: "OpenCombine"),
      ],
      path: "Sources/AppWorkload"
    ),

    // Runs one app-level case N times, for callgrind to count its instructions
    // (`count-instructions`).
    .executableTarget(
      name: "AppWorkloadCounts",
      dependencies: ["AppWorkload"],
      path: "Sources/AppWorkloadCounts"
    ),

    // Report: reads the samples of one or more runs, prints the table and the goal lines.
    .executableTarget(
      name: "BenchmarkReport",
      dependencies: [.product(name: "Benchmark", package: "benchmark")],
      path: "Sources/BenchmarkReport"
    ),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("MemberImportVisibility"),
      .enableUpcomingFeature("InferIsolatedConformances"),
      .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
      .enableUpcomingFeature("ImmutableWeakCaptures"),
    ]
}
