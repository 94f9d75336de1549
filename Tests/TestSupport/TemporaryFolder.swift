public import Foundation

/// A new, empty folder for one test, removed when the test ends.
public struct TemporaryFolder: ~Copyable {
  /// The folder's path.
  public let path: String

  /// Creates the folder under the system's temporary directory.
  public init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("ChangeTrackingTests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// The path of `name` in the folder.
  public func appending(_ name: String) -> String {
    path + "/" + name
  }

  /// The URL of `name` in the folder.
  public func url(_ name: String) -> URL {
    URL(fileURLWithPath: appending(name))
  }
}
