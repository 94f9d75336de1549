import ChangeTrackingRendering
import Testing

/// The escapes of the strings a failure message prints.
@Suite struct EscapingTests {
  @Test func aStringLiteralEscapesQuotesBackslashesAndControlCharacters() {
    let printed = DumpNode.quoted("a\"b\\c\nd\r\ne\tf\0g\u{7}h")
    #expect(printed == #""a\"b\\c\nd\r\ne\tf\0g\u{7}h""#)
  }

  @Test func aStringLiteralKeepsEveryOtherCharacter() {
    #expect(DumpNode.quoted("é 👍🏽 <&>") == "\"é 👍🏽 <&>\"")
  }

  @Test func onlyTheScalarsGivenTextAreReplaced() {
    #expect("a-b-c".escaped { $0 == "-" ? "+" : nil } == "a+b+c")
    #expect("".escaped { _ in "x" } == "")
  }

  /// A quote or a backslash that a combining mark follows is one character with it, which is
  /// not a quote: escaped all the same, so that the literal stays valid Swift.
  @Test func aQuoteWithACombiningMarkIsEscaped() {
    #expect(DumpNode.quoted("\"\u{301}") == "\"\\\"\u{301}\"")
    #expect(DumpNode.quoted("\\\u{301}") == "\"\\\\\u{301}\"")
  }
}
