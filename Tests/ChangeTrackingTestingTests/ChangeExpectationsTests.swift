import ChangeTracking
import ChangeTrackingTesting
import Testing

@Suite @MainActor struct ChangeExpectationsTests {
  @Test func exhaustiveStepsPassWhenEveryRecordMatches() async {
    await SharedScenarios.renameAssertedStepByStep()
  }

  @Test func receiveWaitsForRecordsOfATask() async {
    await SharedScenarios.loadReceivedStepByStep()
  }

  @Test func wrongChangeNamesTheRecordAndWhereTheExpectedOneIs() async {
    await expectIssues(SharedScenarios.wrongChangeMessage) {
      await SharedScenarios.wrongChange()
    }
  }

  @Test func wrongSnapshotShowsOnlyWhatDiffers() async {
    await expectIssues(SharedScenarios.wrongSnapshotMessage) {
      await SharedScenarios.wrongSnapshot()
    }
  }

  @Test func unassertedRecordsAreListedWhenTheAssertionEnds() async {
    await expectIssues(SharedScenarios.unassertedRecordsMessage) {
      await SharedScenarios.unassertedRecords()
    }
  }

  @Test func timeoutListsWhatWasRecorded() async {
    await expectIssues(SharedScenarios.timeoutMessage) {
      await SharedScenarios.timeout()
    }
  }

  @Test func expectOfAWriteATaskHasNotMadeSuggestsReceive() async {
    await expectIssues(SharedScenarios.taskNotAwaitedMessage) {
      await SharedScenarios.taskNotAwaited()
    }
  }

  @Test func stepCutShortMakesTheExpectedStateFollowTheRecordsItTook() async {
    await expectIssues(
      SharedScenarios.stepsCutShortMessages[0], SharedScenarios.stepsCutShortMessages[1]
    ) {
      await SharedScenarios.stepsCutShort()
    }
  }

  @Test func mismatchMakesTheExpectedStateFollowTheActualOne() async {
    let loader = AccountLoader()
    // Read inside the assertion, checked outside it: a failing check here must not pass as the
    // mismatch the assertion is expected to report.
    let followed = LockedValue<Account?>(nil)
    let mismatch = """
      Record #1 .name: the snapshot differs from the expected state (- expected, + actual):
        Account(
      -   name: "Ada"
      +   name: "Ada Lovelace"
          … 3 unchanged
        )
      """
    await expectIssues(mismatch) {
      await assertChanges(of: loader.tracker) { changes in
        loader.rename(to: "Ada Lovelace", email: "ada@example.com")
        changes.expect(.name) { $0.name = "Ada" }
        followed.withLock { $0 = changes.expectedState }
        changes.expect(.email) { $0.email = "ada@example.com" }
      }
    }
    #expect(followed.withLock { $0 } == Account(name: "Ada Lovelace"))
  }

  @Test func stepOfSeveralChangesMatchesTheRecordsOfOneBatch() async {
    let loader = AccountLoader()
    await assertChanges(of: loader.tracker) { changes in
      loader.tracker.update { state in
        state.name = "Ada"
        state.tags = ["math"]
      }
      changes.expect(.name, .tags) {
        $0.name = "Ada"
        $0.tags = ["math"]
      }
    }
  }

  @Test func stepOfSeveralChangesFailsForSeparateWrites() async {
    let loader = AccountLoader()
    await expectIssues(
      """
      Record #1 .name: the snapshot differs from the expected state (- expected, + actual):
        Account(
          … 1 unchanged
      -   email: "ada@example.com"
      +   email: nil
          … 2 unchanged
        )
      """
    ) {
      await assertChanges(of: loader.tracker) { changes in
        loader.rename(to: "Ada", email: "ada@example.com")
        changes.expect(.name, .email) {
          $0.name = "Ada"
          $0.email = "ada@example.com"
        }
      }
    }
  }

  @Test func expectWithoutARecordListsWhatWasRecorded() async {
    let loader = AccountLoader()
    await expectIssues(
      """
      Expected .tags, but no record is left to assert. If a Task makes this change, wait for \
      it with `await changes.receive(.tags) { … }`. Recorded so far:
        #1 .name = "Ada"
      """
    ) {
      await assertChanges(of: loader.tracker) { changes in
        loader.tracker.set(\.name, to: "Ada")
        changes.expect(.name) { $0.name = "Ada" }
        changes.expect(.tags) { $0.tags = ["math"] }
      }
    }
  }

  @Test func skipReceivedRecordsAcceptsThemAndMovesTheExpectedState() async {
    let loader = AccountLoader()
    await assertChanges(of: loader.tracker) { changes in
      loader.rename(to: "Ada", email: "ada@example.com")
      changes.skipReceivedRecords()
      #expect(changes.unassertedRecords.isEmpty)
      loader.tracker.set(\.tags, to: ["math"])
      changes.expect(.tags) { $0.tags = ["math"] }
      #expect(
        changes.expectedState == Account(name: "Ada", email: "ada@example.com", tags: ["math"]))
    }
  }
}
