import Testing

@testable import ChangeInspectorCore

/// How the inspector reads `\u` escapes and numbers, whatever a damaged or hand-written file
/// holds.
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

  @Test func aNumberIsReadAsJSONWritesIt() throws {
    for text in [
      "0", "-0", "7", "-12", "0.5", "-1.25", "1e5", "1E+5", "2.5e-3", "9007199254740993",
    ] {
      #expect(try string(text) == .number(text))
      #expect(try string("[\(text)]") == .array([.number(text)]))
    }
  }

  @Test func aNumberThatJSONDoesNotWriteIsRefusedWhereItStarts() {
    let refused = [
      "01", "-01", "00", "1.", "1.e5", "-.5", "1e", "1e+", "1.5.2", "-inf", "-nan", "1x", "0x10",
    ]
    for text in refused {
      #expect(throws: JSONParser.Failure.self, "\(text)") { try string(text) }
      #expect(
        throws: JSONParser.Failure(
          line: 2, column: 7, isTruncated: false, message: "'\(text)' is not a JSON number"),
        "\(text)"
      ) { try string("[\n  1,  \(text), 2]") }
    }
    for text in [".5", "+1", "inf", "nan", "Infinity"] {
      #expect(throws: JSONParser.Failure.self, "\(text)") { try string(text) }
    }
  }

  @Test func aNumberCutAtTheEndIsTruncated() {
    for text in ["-", "1.", "1e", "1e-", "[2.5e"] {
      let failure = #expect(throws: JSONParser.Failure.self, "\(text)") { try string(text) }
      #expect(failure?.isTruncated == true, "\(text)")
    }
  }
}
