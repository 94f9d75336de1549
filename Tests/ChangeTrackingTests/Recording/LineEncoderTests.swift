import Foundation
import Testing

@testable import ChangeTracking

/// A recording's lines are written by `JSONEncoder`: one line each, keys sorted, so that a value
/// is always written as the same bytes, and no line nested deeper than a decoder reads.
@Suite struct LineEncoderTests {
  typealias LineEncoder = SessionRecordingFile<NoteState>.LineEncoder

  @Test func aValueIsOneLineWithItsKeysSortedAndItsSlashesAsTheyAre() throws {
    let encoder = LineEncoder()
    let line = try encoder.line(["title": "a / b\nc", "body": "", "at": "1"])
    #expect(
      String(decoding: line, as: UTF8.self) == #"{"at":"1","body":"","title":"a / b\nc"}"# + "\n")
  }

  @Test func anEncoderIsReusedLineAfterLine() throws {
    let encoder = LineEncoder()
    #expect(try encoder.line("one") == Array("\"one\"\n".utf8))
    #expect(try encoder.line(["two": 2]) == Array("{\"two\":2}\n".utf8))
  }

  @Test func aValueThatCannotBeEncodedIsRefusedWithTheEncodersWords() {
    let encoder = LineEncoder()
    #expect {
      try encoder.line([Double.nan])
    } throws: { error in
      guard case .notEncodable(let detail) = error as? SessionRecordingError else {
        return false
      }
      return !detail.isEmpty && detail != LineEncoder.tooDeepDetail
    }
  }
}

/// Values nested to a given depth, for the depth limit.
extension LineEncoderTests {
  /// `depth` arrays one inside another, the innermost holding an empty object when `endsInObject`.
  struct Nest: Encodable {
    var depth: Int
    var endsInObject = false

    func encode(to encoder: any Encoder) throws {
      guard depth > 0 else {
        _ = encoder.container(keyedBy: Keys.self)
        return
      }
      var container = encoder.unkeyedContainer()
      if depth > 1 || endsInObject {
        try container.encode(Nest(depth: depth - 1, endsInObject: endsInObject))
      }
    }

    enum Keys: CodingKey {}
  }

  /// Reads any JSON, which `JSONDecoder` parses whole before decoding.
  struct AnyJSON: Decodable {
    init(from decoder: any Decoder) throws {}
  }

  @Test(arguments: [false, true])
  func aLineAtTheDepthLimitReadsBackAndDeeperIsRefused(endsInObject: Bool) throws {
    let encoder = LineEncoder()
    let atTheLimit = Nest(depth: endsInObject ? 510 : 511, endsInObject: endsInObject)
    let line = try encoder.line(atTheLimit)
    #expect(JSONCompleteness.structure(of: line).deepest == LineEncoder.deepestLine)
    _ = try JSONDecoder().decode(AnyJSON.self, from: Data(line))
    let deeper = Nest(depth: atTheLimit.depth + 1, endsInObject: endsInObject)
    #expect(throws: SessionRecordingError.notEncodable(detail: LineEncoder.tooDeepDetail)) {
      try encoder.line(deeper)
    }
    #expect(try encoder.line([1]) == Array("[1]\n".utf8))
  }

  @Test func theDepthOfJSONCountsObjectsAndArraysOutsideStrings() {
    #expect(JSONCompleteness.structure(of: Array("12".utf8)).deepest == 0)
    #expect(JSONCompleteness.structure(of: Array(#"{"a":["[{\"}",{}],"b":[]}"#.utf8)).deepest == 3)
  }
}
