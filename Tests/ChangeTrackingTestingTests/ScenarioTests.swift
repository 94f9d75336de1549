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
      _ = try await given(loader.tracker)
        .when { () throws(Refused) in throw Refused() }
        .then(.change(.name))
    }
  }

  @Test func thenChainsAStoryOfSeveralEvents() async {
    let loader = AccountLoader()
    await given(loader.tracker)
      .when { loader.rename(to: "Ada", email: "ada@example.com") }
      .then(
        .change(.name) { $0.name = "Ada" },
        .change(.email) { $0.email = "ada@example.com" }
      )
      .when { loader.tracker.set(\.tags, to: ["math"]) }
      .then(.change(.tags) { $0.tags = ["math"] })
      .when {
        loader.load()
        loader.gate.open(with: ("Grace", "grace@example.com"))
      }
      .then(
        .change(.loads) { $0.loads = 1 },
        .change(.name, .email) {
          $0.name = "Grace"
          $0.email = "grace@example.com"
        },
        .change(.loads) { $0.loads = 0 }
      )
    #expect(
      loader.tracker.state == Account(name: "Grace", email: "grace@example.com", tags: ["math"]))
  }

  @Test func eachThenOfAChainAssertsOnlyTheEventBeforeIt() async {
    let loader = AccountLoader()
    await expectIssues(
      """
      Expected .name, but the next record is:
        #3 .tags = ["math"]
      """
    ) {
      await given(loader.tracker)
        .when { loader.rename(to: "Ada", email: "ada@example.com") }
        .then(.change(.name) { $0.name = "Ada" }, .change(.email) { $0.email = "ada@example.com" })
        .when { loader.tracker.set(\.tags, to: ["math"]) }
        .then(.change(.name) { $0.name = "Ada" })
    }
  }

  @Test func thenWithoutANewWhenRunsNoActionAgain() async {
    let loader = AccountLoader()
    await given(loader.tracker)
      .when { loader.tracker.set(\.loads, to: loader.tracker.loads + 1) }
      .then(.change(.loads) { $0.loads = 1 })
      .then()
    #expect(loader.tracker.loads == 1)
  }
}
