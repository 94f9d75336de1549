public import Foundation
public import Testing

/// The Swift samples of a DocC article, and the check that a test file compiles each of them.
///
/// A test file mirrors an article's samples in code, word for word, so that a sample that stops
/// compiling fails the build. This check keeps the mirror honest: each sample's `import` lines
/// must be imports of the test file, and each paragraph of the rest (the lines between blank
/// lines, whatever their indentation and spacing) must be lines of the test file in a row. A sample that a
/// test cannot compile (a package manifest) is left out by name, with the reason.
public enum ArticleSamples {
  /// The package's root folder.
  public static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Expects each Swift sample of `article` (a path from the package's root) in the test file
  /// at `testFile`, except those whose first line starts with one of `exceptions`' keys.
  public static func expectEachSample(
    of article: String,
    in testFile: String,
    except exceptions: [String: String] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let text = try String(
      contentsOf: root.appendingPathComponent(article), encoding: .utf8)
    try expectEach(
      swiftSamples(in: text), of: article, in: testFile, except: exceptions,
      sourceLocation: sourceLocation)
  }

  /// Expects each Swift sample of the documentation comments of `source` (a Swift file, as a
  /// path from the package's root) in the test file at `testFile`, as
  /// ``expectEachSample(of:in:except:sourceLocation:)`` does for an article.
  public static func expectEachDocumentationSample(
    of source: String,
    in testFile: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let text = try String(contentsOf: root.appendingPathComponent(source), encoding: .utf8)
    try expectEach(
      documentationSamples(in: text), of: source, in: testFile, except: [:],
      sourceLocation: sourceLocation)
  }

  /// The lines of each ```` ```swift ```` block of the documentation comments of `swiftSource`.
  public static func documentationSamples(in swiftSource: String) -> [[String]] {
    let comments = swiftSource.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.drop { $0 == " " } }
      .filter { $0.hasPrefix("///") }
      .map { $0.dropFirst(3).drop { $0 == " " } }
      .joined(separator: "\n")
    return swiftSamples(in: comments)
  }

  /// Expects each of `samples`, found in `document`, in the test file at `testFile`.
  private static func expectEach(
    _ samples: [[String]],
    of document: String,
    in testFile: String,
    except exceptions: [String: String],
    sourceLocation: SourceLocation
  ) throws {
    let mirror = try String(contentsOf: URL(fileURLWithPath: testFile), encoding: .utf8)
    let mirrorLines = mirror.split(separator: "\n", omittingEmptySubsequences: false)
      .map(normalized)
    #expect(!samples.isEmpty, "\(document) has no Swift sample", sourceLocation: sourceLocation)

    for sample in samples {
      let firstLine = normalized(sample.first { !$0.isEmpty } ?? "")
      if exceptions.keys.contains(where: { firstLine.hasPrefix($0) }) {
        continue
      }
      for paragraph in paragraphs(of: sample) {
        let found =
          if paragraph.allSatisfy({ $0.hasPrefix("import ") }) {
            paragraph.allSatisfy { mirrorLines.contains($0) }
          } else {
            contains(mirrorLines, inARow: paragraph)
          }
        let message = paragraph.joined(separator: "\n")
        #expect(
          found,
          "This paragraph of a sample in \(document) is not in the test file word for word:\n\(message)",
          sourceLocation: sourceLocation)
      }
    }
  }

  /// The lines of each ```` ```swift ```` block of `markdown`, at any indentation.
  public static func swiftSamples(in markdown: String) -> [[String]] {
    var samples: [[String]] = []
    var current: [String]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      // A sample in a list item is indented with the item.
      let fence = line.drop { $0 == " " }
      if current == nil, fence.hasPrefix("```swift") {
        current = []
      } else if current != nil, fence.hasPrefix("```") {
        samples.append(current ?? [])
        current = nil
      } else if current != nil {
        current?.append(String(line))
      }
    }
    return samples
  }

  /// The runs of non-blank lines of `sample`, normalized.
  private static func paragraphs(of sample: [String]) -> [[String]] {
    sample.split(whereSeparator: { normalized($0).isEmpty }).map { $0.map(normalized) }
  }

  /// The line without its indentation, with each run of spaces made one, so that the mirror
  /// may be formatted by `swift format` where the article aligns its comments.
  private static func normalized(_ line: some StringProtocol) -> String {
    line.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
  }

  /// Whether `lines` holds `run` as consecutive elements.
  private static func contains(_ lines: [String], inARow run: [String]) -> Bool {
    guard !run.isEmpty, run.count <= lines.count else {
      return run.isEmpty
    }
    return (0...(lines.count - run.count)).contains { start in
      lines[start..<(start + run.count)].elementsEqual(run)
    }
  }
}
