// swift-tools-version: 6.2

import PackageDescription

let package = Package(
  name: "ChangeTracking",
  // The Observation framework (the opt-in bridge) sets the floor on Apple platforms; the few
  // locks the package takes are the platform's own, not Synchronization's (iOS 18, macOS 15).
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "ChangeTracking", targets: ["ChangeTracking"]),
    .library(name: "ChangeTrackingTesting", targets: ["ChangeTrackingTesting"]),
    // The inspector's logic, for the benchmark package only: not API.
    .library(name: "_ChangeInspectorCore", targets: ["ChangeInspectorCore"]),

    .executable(name: "change-inspector", targets: ["change-inspector"]),
  ],
  dependencies: [],
  targets: [
    // Library
    .target(name: "ChangeTracking"),

    // Testing support, and the value differences it prints, which the inspector prints too
    .target(name: "ChangeTrackingTesting", dependencies: ["ChangeTracking", "ValueDiffing"]),
    .target(name: "ValueDiffing"),

    // The inspector: a thin executable over a library of its own, which its tests use
    .target(name: "ChangeInspectorCore", dependencies: ["ValueDiffing"]),
    .executableTarget(name: "change-inspector", dependencies: ["ChangeInspectorCore"]),

    // Samples
    .executableTarget(
      name: "ProfileSample",
      dependencies: ["ChangeTracking"],
      path: "Samples/ProfileSample"
    ),
    .executableTarget(
      name: "LoginSample",
      dependencies: ["ChangeTracking"],
      path: "Samples/LoginSample"
    ),
    .executableTarget(
      name: "NewsSample",
      dependencies: ["ChangeTracking"],
      path: "Samples/NewsSample"
    ),
    .executableTarget(
      name: "EditorSample",
      dependencies: ["ChangeTracking"],
      path: "Samples/EditorSample"
    ),

    // Tools (checks CI runs; not shipped)
    .executableTarget(
      name: "MemoryProbe",
      dependencies: ["ChangeTracking"],
      path: "Tools/MemoryProbe"
    ),

    // Tests, and the check that the documentation's samples are compiled by them
    .target(name: "ArticleSampleChecks", path: "Tests/ArticleSampleChecks"),
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(
      name: "ChangeTrackingTests",
      dependencies: ["ChangeTracking", "ArticleSampleChecks", "TestSupport"],
      exclude: ["History/Fixtures"]
    ),
    .testTarget(
      name: "ChangeTrackingTestingTests",
      dependencies: ["ChangeTracking", "ChangeTrackingTesting", "ValueDiffing", "TestSupport"],
      exclude: ["__ChangeLogs__"]
    ),
    .testTarget(
      name: "ProfileSampleTests",
      dependencies: [
        "ProfileSample", "ChangeTracking", "ChangeTrackingTesting", "ArticleSampleChecks",
      ],
      exclude: ["__ChangeLogs__"]
    ),
    .testTarget(
      name: "LoginSampleTests",
      dependencies: ["LoginSample", "ChangeTracking", "ChangeTrackingTesting"]
    ),
    .testTarget(name: "EditorSampleTests", dependencies: ["EditorSample", "ChangeTracking"]),
    .testTarget(
      name: "ChangeInspectorCoreTests",
      dependencies: ["ChangeInspectorCore", "TestSupport"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// The same upcoming features for every target, so that the library, its samples and its tests
// are all written in the language the next major version will speak.
let upcomingFeatures: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("MemberImportVisibility"),
  .enableUpcomingFeature("InferIsolatedConformances"),
  .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
  .enableUpcomingFeature("ImmutableWeakCaptures"),
]

for target in package.targets {
  target.swiftSettings = (target.swiftSettings ?? []) + upcomingFeatures
}
