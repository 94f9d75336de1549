import Testing

@testable import ChangeInspectorCore

/// How the inspector reads `\u` escapes, whatever a damaged or hand-written file holds.
@Suite struct JSONParserTests {
  private func string(_ json: String) throws -> JSONValue {
    try JSONParser.parse(Array(json.utf8))
  }

  @Test func aSurrogatePairIsOneCharacter() throws {
    #expect(try string(#""\uD83D\uDE00""#) == .string("😀"))
  }

  @Test func aLoneHighSurrogateIsAReplacementCharacterAndWhatFollowsReadsAsItself() throws {
    #expect(try string(#""\uD83D\u0041""#) == .string("\u{FFFD}A"))
    #expect(try string(#""\uD800\uD800""#) == .string("\u{FFFD}\u{FFFD}"))
    #expect(try string(#""\uD83Dx""#) == .string("\u{FFFD}x"))
    #expect(try string(#""\uD83D""#) == .string("\u{FFFD}"))
  }

  @Test func aLoneLowSurrogateIsAReplacementCharacter() throws {
    #expect(try string(#""\uDE00a""#) == .string("\u{FFFD}a"))
  }
}
