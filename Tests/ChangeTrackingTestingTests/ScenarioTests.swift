import ChangeTracking
import ChangeTrackingTesting
import Testing

@Suite @MainActor struct ScenarioTests {
  struct Refused: Error, Equatable {}

  @Test func passesWhenTheActionMakesExactlyTheSteps() async {
    let loader = AccountLoader(Account(tags: ["math"]))
    await given(loader.tracker)
      .when { loader.rename(to: "Ada", email: "ada@example.com") }
      .then(
        .change(.name) { $0.name = "Ada" },
        .change(.email) { $0.email = "ada@example.com" }
      )
  }

  @Test func waitsForRecordsTheActionHasNotReportedYet() async {
    await SharedScenarios.loadAsAScenario()
  }

  @Test func failsAtTheThenWithTheStepThatDiffers() async {
    let loader = AccountLoader()
    await expectIssues(
      """
      Record #2 .email: the snapshot differs from the expected state (- expected, + actual):
        Account(
          … 1 unchanged
      -   email: nil
      +   email: "ada@example.com"
          … 2 unchanged
        )
      """
    ) {
      await given(loader.tracker)
        .when { loader.rename(to: "Ada", email: "ada@example.com") }
        .then(
          .change(.name) { $0.name = "Ada" },
          .change(.email)
        )
    }
  }

  @Test func actionThatThrowsEndsTheStoryWithItsError() async {
    let loader = AccountLoader()
    await #expect(throws: Refused()) {
      try await given(loader.tracker)
        .when { () throws(Refused) in throw Refused() }
        .then(.change(.name))
    }
  }
}
