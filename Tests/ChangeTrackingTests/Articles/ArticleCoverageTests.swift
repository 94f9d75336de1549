import ArticleSampleChecks
import Foundation
import Testing

/// Every DocC article with a Swift sample has a test that compiles its samples.
@Suite struct ArticleCoverageTests {
  @Test func everyArticleWithASwiftSampleIsCheckedByATest() throws {
    let files = FileManager.default
    let sources = ArticleSamples.root.appendingPathComponent("Sources")
    let tests = ArticleSamples.root.appendingPathComponent("Tests")
    let testTexts = try
      (files.enumerator(at: tests, includingPropertiesForKeys: nil)?.allObjects
      ?? [])
      .compactMap { $0 as? URL }
      .filter { $0.pathExtension == "swift" }
      .map { try String(contentsOf: $0, encoding: .utf8) }

    var articles: [String] = []
    for module in try files.contentsOfDirectory(atPath: sources.path) {
      let catalog = "Sources/\(module)/\(module).docc"
      let path = ArticleSamples.root.appendingPathComponent(catalog).path
      for name in (try? files.contentsOfDirectory(atPath: path)) ?? [] where name.hasSuffix(".md") {
        let article = "\(catalog)/\(name)"
        let text = try String(
          contentsOf: ArticleSamples.root.appendingPathComponent(article), encoding: .utf8)
        if !ArticleSamples.swiftSamples(in: text).isEmpty {
          articles.append(article)
        }
      }
    }

    #expect(articles.count >= 10)
    for article in articles {
      let checked = testTexts.contains {
        $0.contains("expectEachSample(") && $0.contains("\"\(article)\"")
      }
      #expect(checked, "No test checks the Swift samples of \(article) with expectEachSample")
    }
  }
}
