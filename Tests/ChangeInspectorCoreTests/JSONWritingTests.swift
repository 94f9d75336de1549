import Testing

@testable import ChangeInspectorCore

/// The JSON the web page embeds: valid JSON that cannot close its `<script>` element.
@Suite struct JSONWritingTests {
  @Test func aStringEscapesWhatJSONRequiresAndWhatHTMLReads() {
    let json = JSONValue.string("\"\\\n\r\t\u{1}</script>&\u{2028}é").embeddableJSON
    #expect(json == #""\"\\\n\r\t\u0001\u003c/script\u003e\u0026\u2028é""#)
  }

  @Test func theWrittenStringReadsBackAsItWas() throws {
    let text = "line\none \"quoted\" <b>&amp;</b>\u{2029}\u{1F}"
    let json = JSONValue.string(text).embeddableJSON
    #expect(try JSONParser.parse(Array(json.utf8)) == .string(text))
  }
}
