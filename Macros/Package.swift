// swift-tools-version: 6.2

import CompilerPluginSupport
import PackageDescription

// The macros live in their own package, so that the library keeps `dependencies: []`: an app
// that declares its states by hand never resolves, fetches or builds swift-syntax. An app that
// wants `@ChangeTracked` adds this package (product ChangeTrackingMacros) next to the library.
let package = Package(
  name: "ChangeTrackingMacros",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "ChangeTrackingMacros", targets: ["ChangeTrackingMacros"])
  ],
  dependencies: [
    .package(name: "ChangeTracking", path: ".."),
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
  ],
  targets: [
    // Library: the macro declarations, re-exporting ChangeTracking.
    .target(
      name: "ChangeTrackingMacros",
      dependencies: [
        .product(name: "ChangeTracking", package: "ChangeTracking"),
        "ChangeTrackingMacrosPlugin",
      ]
    ),

    // The compiler plugin that expands them.
    .macro(
      name: "ChangeTrackingMacrosPlugin",
      dependencies: [
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ]
    ),

    // Tests: expansions compared as text, and diagnostics.
    .testTarget(
      name: "ChangeTrackingMacrosTests",
      dependencies: [
        "ChangeTrackingMacrosPlugin",
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
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
