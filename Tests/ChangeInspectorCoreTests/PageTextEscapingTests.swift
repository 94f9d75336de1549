import Testing

@testable import ChangeInspectorCore

/// The text the web page embeds: JSON that cannot close its `<script>` element, and HTML text
/// that cannot open an element.
@Suite struct PageTextEscapingTests {
  @Test func aStringEscapesWhatJSONRequiresAndWhatHTMLReads() {
    let json = JSONValue.string("\"\\\n\r\t\u{1}</script>&\u{2028}é").embeddableJSON
    #expect(json == #""\"\\\n\r\t\u0001\u003c/script\u003e\u0026\u2028é""#)
  }

  @Test func theWrittenStringReadsBackAsItWas() throws {
    let text = "line\none \"quoted\" <b>&amp;</b>\u{2029}\u{1F}"
    let json = JSONValue.string(text).embeddableJSON
    #expect(try JSONParser.parse(Array(json.utf8)) == .string(text))
  }

  @Test func htmlTextEscapesTheCharactersHTMLGivesAMeaning() {
    #expect(
      TimelinePage.escaped(#"<a href="x">Tom & Jerry</a>"#)
        == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&lt;/a&gt;")
    #expect(TimelinePage.escaped("\"\u{301}é") == "&quot;\u{301}é")
  }
}
