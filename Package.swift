// swift-tools-version: 6.2

import PackageDescription

let package = Package(
  name: "ChangeTracking",
  products: [
    .library(name: "ChangeTracking", targets: ["ChangeTracking"])
  ],
  dependencies: [],
  targets: [
    // Library
    .target(name: "ChangeTracking"),

    // Samples
    .executableTarget(
      name: "ProfileSample",
      dependencies: ["ChangeTracking"],
      path: "Samples/ProfileSample"
    ),
    .executableTarget(
      name: "EditorSample",
      dependencies: ["ChangeTracking"],
      path: "Samples/EditorSample"
    ),

    // Tests
    .testTarget(name: "ChangeTrackingTests", dependencies: ["ChangeTracking"]),
    .testTarget(name: "ProfileSampleTests", dependencies: ["ProfileSample", "ChangeTracking"]),
    .testTarget(name: "EditorSampleTests", dependencies: ["EditorSample", "ChangeTracking"]),
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
