import Foundation
import Testing

/// Keeps the misuse catalogue honest: every row names the tests that pin its behaviour down, and
/// every test it names exists.
@Suite struct MisuseCatalogueTests {
  /// The package's root folder, three levels above this file.
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func everyRowNamesTestsThatExist() throws {
    let article = try String(
      contentsOf: Self.root.appendingPathComponent(
        "Sources/ChangeTracking/ChangeTracking.docc/MisuseCatalogue.md"),
      encoding: .utf8)
    let rows = article.split(separator: "\n").filter {
      $0.hasPrefix("| ") && !$0.hasPrefix("| Misuse |")
    }
    let sources = try testSources()

    #expect(rows.count >= 54)
    for row in rows {
      // The last cell names the tests; the others may link symbols, which look alike.
      let testsCell = row.split(separator: "|").last ?? ""
      let citations = testsCell.matches(of: /`(\w+)\/(\w+)\(\)`/)
      #expect(!citations.isEmpty, "This row names no test: \(row)")
      for citation in citations {
        let (suite, test) = (citation.output.1, citation.output.2)
        let declared = sources.contains { source in
          (source.contains("struct \(suite) ") || source.contains("extension \(suite) "))
            && source.contains("func \(test)(")
        }
        #expect(declared, "No test \(suite)/\(test)() is declared under Tests/")
      }
    }
  }

  /// The text of every Swift file under `Tests/`.
  private func testSources() throws -> [String] {
    let folder = Self.root.appendingPathComponent("Tests")
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    return try (files?.allObjects ?? []).compactMap { $0 as? URL }
      .filter { $0.pathExtension == "swift" }
      .map { try String(contentsOf: $0, encoding: .utf8) }
  }
}
