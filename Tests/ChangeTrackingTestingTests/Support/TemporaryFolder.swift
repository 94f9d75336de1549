import Foundation

/// A new, empty folder for one test, removed when the test ends.
struct TemporaryFolder: ~Copyable {
  /// The folder's path.
  let path: String

  init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("ChangeTrackingTestingTests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// The path of `name` in the folder.
  func appending(_ name: String) -> String {
    path + "/" + name
  }
}
