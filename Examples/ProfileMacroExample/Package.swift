// swift-tools-version: 6.2

import PackageDescription

// An app's package that declares its state with @ChangeTracked: it depends on the library with
// the `Macros` trait exactly as an app does (here by path; an app names the repository's URL:
// .package(url: "<the repository's URL>", from: "0.1.0", traits: ["Macros"])).
let package = Package(
  name: "ProfileMacroExample",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  dependencies: [
    .package(name: "ChangeTracking", path: "../..", traits: ["Macros"])
  ],
  targets: [
    // The profile screen's logic, with its state declared by the macro.
    .target(
      name: "ProfileMacroExample",
      dependencies: [
        .product(name: "ChangeTracking", package: "ChangeTracking"),
        .product(name: "ChangeTrackingMacros", package: "ChangeTracking"),
      ]
    ),

    // A settings screen in a target isolated to the main actor by default, as a new app target
    // is: the macro's declarations compile there as they do without the setting.
    .target(
      name: "SettingsExample",
      dependencies: [
        .product(name: "ChangeTracking", package: "ChangeTracking"),
        .product(name: "ChangeTrackingMacros", package: "ChangeTracking"),
      ],
      swiftSettings: [.defaultIsolation(MainActor.self)]
    ),

    // Tests
    .testTarget(
      name: "SettingsExampleTests",
      dependencies: [
        "SettingsExample",
        .product(name: "ChangeTracking", package: "ChangeTracking"),
        .product(name: "ChangeTrackingTesting", package: "ChangeTracking"),
      ]
    ),
    .testTarget(
      name: "ProfileMacroExampleTests",
      dependencies: [
        "ProfileMacroExample",
        .product(name: "ChangeTracking", package: "ChangeTracking"),
        .product(name: "ChangeTrackingTesting", package: "ChangeTracking"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// The same upcoming features as the library's targets.
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
