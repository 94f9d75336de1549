import ChangeTrackingRendering
import Foundation
import Testing

@Suite struct ValueDiffTests {
  /// The difference as a failure message shows it.
  private func difference(_ expected: Any, _ actual: Any) -> String {
    ValueDiff.lines(expected: expected, actual: actual).printed
  }

  @Test func equalValuesHaveNoDifference() {
    #expect(difference(Person(), Person()) == "")
  }

  @Test func nestedStructureShowsOnlyTheChangedPropertyAndFoldsTheRest() {
    var actual = Person()
    actual.address.city = "Paris"
    #expect(
      difference(Person(), actual) == """
          Person(
            … 2 unchanged
            address: Address(
              … 1 unchanged
        -     city: "London"
        +     city: "Paris"
            )
            … 6 unchanged
          )
        """)
  }

  @Test func optionalShowsTheWrappedValueWithoutItsWrapper() {
    var actual = Person()
    actual.nickname = "Enchantress"
    var later = actual
    later.nickname = "Countess"
    #expect(
      difference(Person(), actual) == """
          Person(
            … 3 unchanged
        -   nickname: nil
        +   nickname: "Enchantress"
            … 5 unchanged
          )
        """)
    #expect(
      difference(actual, later) == """
          Person(
            … 3 unchanged
        -   nickname: "Enchantress"
        +   nickname: "Countess"
            … 5 unchanged
          )
        """)
  }

  @Test func enumWithTheSameCaseComparesThePayload() {
    var expected = Person()
    expected.status = .suspended(reason: "overdue", days: 3)
    var actual = expected
    actual.status = .suspended(reason: "unpaid", days: 3)
    #expect(
      difference(expected, actual) == """
          Person(
            … 4 unchanged
            status: .suspended(
        -     reason: "overdue"
        +     reason: "unpaid"
              … 1 unchanged
            )
            … 4 unchanged
          )
        """)
  }

  @Test func enumWithAnotherCaseShowsBothCases() {
    var actual = Person()
    actual.status = .invited(by: "Babbage")
    #expect(
      difference(Person(), actual) == """
          Person(
            … 4 unchanged
        -   status: .active
        +   status: .invited(
        +     by: "Babbage"
        +   )
            … 4 unchanged
          )
        """)
  }

  @Test func arrayShowsWhichIndicesChangedWereInsertedOrRemoved() {
    #expect(
      difference(["math", "poetry", "engines"], ["math", "music", "engines", "looms"]) == """
          [
            … 1 unchanged
        -   [1]: "poetry"
        +   [1]: "music"
            … 1 unchanged
        +   [3]: "looms"
          ]
        """)
    #expect(
      difference(["math", "poetry", "engines"], ["poetry", "engines", "logic"]) == """
          [
        -   [0]: "math"
            … 2 unchanged
        +   [2]: "logic"
          ]
        """)
  }

  @Test func arrayOfStructuresComparesAnEditedElementInPlace() {
    let before = [
      Person.Address(street: "1 A St", city: "Bath"), .init(street: "2 B St", city: "Ely"),
    ]
    var after = before
    after[1].city = "York"
    #expect(
      difference(before, after) == """
          [
            … 1 unchanged
            [1]: Address(
              … 1 unchanged
        -     city: "Ely"
        +     city: "York"
            )
          ]
        """)
  }

  @Test func dictionaryEntriesAreMatchedAndPrintedInKeyOrder() {
    let expected = ["geometry": 7, "analysis": 9, "algebra": 8]
    let actual = ["calculus": 5, "algebra": 10, "analysis": 9]
    #expect(
      difference(expected, actual) == """
          [
        -   "algebra": 8
        +   "algebra": 10
            … 1 unchanged
        +   "calculus": 5
        -   "geometry": 7
          ]
        """)
  }

  @Test func setShowsTheMembersAddedAndRemoved() {
    let expected: Set = ["author", "translator"]
    let actual: Set = ["author", "countess"]
    #expect(
      difference(expected, actual) == """
          Set([
            … 1 unchanged
        +   "countess"
        -   "translator"
          ])
        """)
  }

  @Test func multiLineStringIsComparedLineByLine() {
    var actual = Person()
    actual.notes =
      "Wrote the first program.\nTranslated Menabrea, with notes.\nCorresponded with Babbage."
    #expect(
      difference(Person(), actual) == """
          Person(
            … 8 unchanged
            notes: \"""
            … 1 unchanged line
        -   Translated Menabrea.
        +   Translated Menabrea, with notes.
            … 1 unchanged line
            \"""
          )
        """)
  }

  @Test func multiLineStringShowsTheCarriageReturnOfACRLFLineBreak() {
    #expect(
      difference("x\r\ny", "x\ny") == """
          \"""
        - x\\r
        + x
          … 1 unchanged line
          \"""
        """)
  }

  @Test func multiLineStringShowsTheSpacesThatEndALineAndItsControlCharacters() {
    #expect(
      difference("a \nb\tc\rd\ne", "a\nb c\rd\ne") == """
          \"""
        - a\\u{20}
        + a
        - b\\tc\\rd
        + b c\\rd
          … 1 unchanged line
          \"""
        """)
  }

  @Test func equalElementsOfALongUnmatchedPartAreCountedAsUnchanged() {
    // The part between the first and the last difference is too long to match exactly and
    // holds no element that occurs once on each side, so the alignment pairs it up element by
    // element; two elements inserted and two removed make most of those pairs equal.
    var old = (0..<600).map { $0 % 2 }
    var new = old
    new.insert(contentsOf: [5, 6], at: 10)
    new.removeSubrange(590..<592)
    old[595] = 8
    new[595] = 9
    #expect(
      difference(old, new) == """
          [
            … 10 unchanged
        -   [10]: 0
        +   [10]: 5
        -   [11]: 1
        +   [11]: 6
            … 583 unchanged
        -   [595]: 8
        +   [595]: 9
            … 4 unchanged
          ]
        """)
  }

  @Test func datesThatDifferWithinASecondPrintDifferently() {
    #expect(
      difference(Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 0.25)) == """
        - 1970-01-01 00:00:00 +0000
        + 1970-01-01 00:00:00 +0000 (0.25)
        """)
  }

  @Test func dataIsPrintedInHexadecimalUpToALimit() {
    #expect(
      difference(Data([0x00, 0x0f]), Data([0x00, 0xff])) == """
        - Data(2 bytes: 000f)
        + Data(2 bytes: 00ff)
        """)
    #expect(
      DumpNode(Data(repeating: 0xab, count: 40)).singleLine
        == "Data(40 bytes: \(String(repeating: "ab", count: 32))…)")
  }

  @Test func printingIsTheSameWhateverTheInsertionOrder() {
    var first: [String: Int] = [:]
    var second: [String: Int] = [:]
    for key in ["b", "c", "a", "e", "d"] {
      first[key] = key.count
    }
    for key in ["d", "a", "e", "c", "b"] {
      second[key] = key.count
    }
    #expect(DumpNode(first).singleLine == #"["a": 1, "b": 1, "c": 1, "d": 1, "e": 1]"#)
    #expect(DumpNode(second).singleLine == DumpNode(first).singleLine)
    #expect(DumpNode(Set([3, 1, 2])).singleLine == "Set([1, 2, 3])")
  }

  @Test func stringsArePrintedAsSwiftLiterals() {
    #expect(DumpNode("St James's \"Square\"\t\\").singleLine == #""St James's \"Square\"\t\\""#)
    #expect(
      DumpNode(Person.Status.suspended(reason: "late", days: 2)).singleLine
        == #".suspended(reason: "late", days: 2)"#)
  }

  @Test func referenceCycleIsPrintedOnce() {
    let node = Node()
    node.next = node
    defer { node.next = nil }  // breaks the cycle, which the leak checker would report
    #expect(DumpNode(node).singleLine == "Node(next: Node(↩︎))")
  }
}

/// A class that can refer to itself.
private final class Node {
  var next: Node?
}
