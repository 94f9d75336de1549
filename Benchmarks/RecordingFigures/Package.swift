// swift-tools-version: 6.2

import PackageDescription

// The figures of session recordings (format 2): bytes and time per recorded write for a small
// and a large list, the size of a long session, and how fast `RecordedSession` and the
// inspector read it. A package of its own, with no dependency but the library, so that it runs
// where the benchmark harness's packages cannot be fetched:
// `swift run -c release --package-path Benchmarks/RecordingFigures`.
let package = Package(
  name: "RecordingFigures",
  platforms: [.macOS(.v15), .iOS(.v18)],
  dependencies: [.package(name: "ChangeTracking", path: "../..")],
  targets: [
    .executableTarget(
      name: "RecordingFigures",
      dependencies: [
        .product(name: "ChangeTracking", package: "ChangeTracking"),
        .product(name: "_ChangeInspectorCore", package: "ChangeTracking"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
