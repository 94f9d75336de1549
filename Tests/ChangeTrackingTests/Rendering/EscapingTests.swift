import ChangeTracking
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
}
