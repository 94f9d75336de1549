// swift-tools-version: 6.2

import PackageDescription

// An app's package that uses ChangeTracking exactly as any app does: the library product in the
// app's code, the testing product in its tests. Only the dependency's location differs: an app
// names the repository's URL, this example the folder it sits in.
let package = Package(
  name: "Consumer",
  // Observation's floor, which is ChangeTracking's.
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  dependencies: [
    .package(name: "ChangeTracking", path: "../..")
    // In an app: .package(url: "<the repository's URL>", from: "0.1.0")
  ],
  targets: [
    // Main-actor isolation by default, as a new app target in Xcode 26 has it.
    .target(
      name: "Signup",
      dependencies: [.product(name: "ChangeTracking", package: "ChangeTracking")],
      swiftSettings: [.defaultIsolation(MainActor.self)]
    ),
    .testTarget(
      name: "SignupTests",
      dependencies: [
        "Signup",
        .product(name: "ChangeTracking", package: "ChangeTracking"),
        .product(name: "ChangeTrackingTesting", package: "ChangeTracking"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
