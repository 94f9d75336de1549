// swift-tools-version: 6.2

import CompilerPluginSupport
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
    // `@ChangeTracked` and its property attributes: empty unless the `Macros` trait is on.
    .library(name: "ChangeTrackingMacros", targets: ["ChangeTrackingMacros"]),
  ],
  // Off by default: without it, nothing of swift-syntax is resolved, checked out or built.
  traits: [
    .trait(
      name: "Macros",
      description: "@ChangeTracked, which declares a tracked state from its stored properties"
    )
  ],
  // Used only by the targets of the `Macros` trait.
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0")
  ],
  targets: [
    // Library
    .target(name: "ChangeTracking", dependencies: ["ChangeTrackingRendering"]),

    // How values and their differences are printed, shared by the change log, the testing
    // module and the inspector: a target of its own, in no product, whose API is `package`
    .target(name: "ChangeTrackingRendering"),

    // Testing support
    .target(
      name: "ChangeTrackingTesting",
      dependencies: ["ChangeTracking", "ChangeTrackingRendering"]
    ),

    // The inspector: a thin executable over a library of its own, which its tests use; it
    // reads recordings and change logs as files, and prints differences with the renderer
    .target(name: "ChangeInspectorCore", dependencies: ["ChangeTrackingRendering"]),
    .executableTarget(name: "change-inspector", dependencies: ["ChangeInspectorCore"]),

    // Macros (the `Macros` trait): the declarations, re-exporting ChangeTracking; the compiler
    // plugin, which holds only its entry point and one type per macro that takes its expansion
    // from the implementation module (a stub entry
    // point when the trait is off, since SwiftPM links it anyway); and the expansions, in a
    // library that the macro tests import (a test target that depends on a `.macro` target
    // stops SwiftPM from building the samples as modules that their tests import).
    .target(
      name: "ChangeTrackingMacros",
      dependencies: [
        "ChangeTracking",
        .target(name: "ChangeTrackingMacrosPlugin", condition: .when(traits: ["Macros"])),
      ]
    ),
    .macro(
      name: "ChangeTrackingMacrosPlugin",
      dependencies: [
        .target(name: "ChangeTrackingMacrosImplementation", condition: .when(traits: ["Macros"])),
        swiftSyntax("SwiftCompilerPlugin"),
        swiftSyntax("SwiftSyntax"),
        swiftSyntax("SwiftSyntaxMacros"),
      ]
    ),
    .target(
      name: "ChangeTrackingMacrosImplementation",
      dependencies: [
        swiftSyntax("SwiftDiagnostics"),
        swiftSyntax("SwiftSyntax"),
        swiftSyntax("SwiftSyntaxBuilder"),
        swiftSyntax("SwiftSyntaxMacros"),
      ]
    ),

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
    // Each documented stop as a release build runs it, with the tests' hook into comparisons
    .executableTarget(
      name: "StopProbe",
      dependencies: ["ChangeTracking", "TestSupport"],
      path: "Tools/StopProbe"
    ),
    .executableTarget(
      name: "InspectorPageProbe",
      dependencies: ["ChangeInspectorCore"],
      path: "Tools/InspectorPageProbe"
    ),

    // Tests, and the check that the documentation's samples are compiled by them
    .target(name: "ArticleSampleChecks", path: "Tests/ArticleSampleChecks"),
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(
      name: "ChangeTrackingTests",
      dependencies: ["ChangeTracking", "ArticleSampleChecks", "TestSupport"],
      exclude: ["History/Fixtures"]
    ),
    .testTarget(name: "ChangeTrackingRenderingTests", dependencies: ["ChangeTrackingRendering"]),
    .testTarget(
      name: "ChangeTrackingTestingTests",
      dependencies: [
        "ChangeTracking", "ChangeTrackingTesting", "ArticleSampleChecks", "TestSupport",
      ],
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
    // The macros as an app uses them, in a target isolated to the main actor by default as a new
    // app target is; and their expansions and diagnostics, compared as text.
    .testTarget(
      name: "ChangeTrackingMacrosTests",
      dependencies: [
        .target(name: "ChangeTrackingMacros", condition: .when(traits: ["Macros"])),
        "ChangeTracking", "ChangeTrackingTesting", "ArticleSampleChecks", "TestSupport",
      ],
      swiftSettings: [.defaultIsolation(MainActor.self)]
    ),
    .testTarget(
      name: "ChangeTrackingMacrosImplementationTests",
      dependencies: [
        .target(name: "ChangeTrackingMacrosImplementation", condition: .when(traits: ["Macros"])),
        swiftSyntax("SwiftDiagnostics"),
        swiftSyntax("SwiftSyntax"),
        swiftSyntax("SwiftSyntaxBuilder"),
        swiftSyntax("SwiftSyntaxMacroExpansion"),
        swiftSyntax("SwiftSyntaxMacrosGenericTestSupport"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

/// A product of swift-syntax, used only when the `Macros` trait is on.
func swiftSyntax(_ product: String) -> Target.Dependency {
  .product(name: product, package: "swift-syntax", condition: .when(traits: ["Macros"]))
}

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
