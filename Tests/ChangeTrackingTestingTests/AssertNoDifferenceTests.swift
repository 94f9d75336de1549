import ChangeTrackingTesting
import Testing

@Suite struct AssertNoDifferenceTests {
  private struct Profile: Equatable {
    var name = "Ada"
    var age = 36
    var city = "London"
  }

  @Test func assertNoDifferenceFailsWithTheDifference() async {
    await expectIssues(
      """
      The values differ (- expected, + actual):
        Profile(
          … 1 unchanged
      -   age: 36
      +   age: 37
          … 1 unchanged
        )
      """
    ) {
      assertNoDifference(Profile(), Profile(age: 37))
    }
    assertNoDifference(Profile(), Profile())
  }

  @Test func aLineEndingInCRLFDiffersVisiblyFromOneEndingInALineFeed() async {
    await expectIssues(
      """
      The values differ (- expected, + actual):
        \"""
      - x\\r
      + x
        … 1 unchanged line
        \"""
      """
    ) {
      assertNoDifference("x\r\ny", "x\ny")
    }
  }
}
