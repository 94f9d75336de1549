import ChangeTracking
import ChangeTrackingTesting
import Testing

@Suite @MainActor struct ChangeExpectationsTests {
  @Test func exhaustiveStepsPassWhenEveryRecordMatches() async {
    let loader = AccountLoader()
    await assertChanges(of: loader.tracker) { changes in
      loader.rename(to: "Ada", email: "ada@example.com")
      changes.expect(.name) { $0.name = "Ada" }
      changes.expect(.email) { $0.email = "ada@example.com" }
    }
  }

  @Test func receiveWaitsForRecordsOfATask() async {
    let loader = AccountLoader()
    await assertChanges(of: loader.tracker) { changes in
      let task = loader.load()
      changes.expect(.loads) { $0.loads = 1 }
      loader.gate.open(with: ("Ada", "ada@example.com"))
      await changes.receive(.name, .email) {
        $0.name = "Ada"
        $0.email = "ada@example.com"
      }
      await changes.receive(.loads) { $0.loads = 0 }
      await task.value
    }
  }

  @Test func wrongChangeNamesTheRecordAndWhereTheExpectedOneIs() async {
    let loader = AccountLoader()
    await expectIssues(
      """
      Expected .email, but the next record is:
        #1 .name = "Ada"
      .email comes later:
        #2 .email = "ada@example.com"
      """,
      """
      1 record was not asserted:
        #2 .email = "ada@example.com"
      """
    ) {
      await assertChanges(of: loader.tracker) { changes in
        loader.rename(to: "Ada", email: "ada@example.com")
        changes.expect(.email) { $0.email = "ada@example.com" }
      }
    }
  }

  @Test func wrongSnapshotShowsOnlyWhatDiffers() async {
    let loader = AccountLoader()
    await expectIssues(
      """
      Record #1 .name: the snapshot differs from the expected state (- expected, + actual):
        Account(
      -   name: "Ada"
      +   name: "Ada Lovelace"
          … 3 unchanged
        )
      """
    ) {
      await assertChanges(of: loader.tracker) { changes in
        loader.rename(to: "Ada Lovelace", email: "ada@example.com")
        changes.expect(.name) { $0.name = "Ada" }
        changes.expect(.email) { $0.email = "ada@example.com" }
      }
    }
  }

  @Test func timeoutListsWhatWasRecorded() async {
    let loader = AccountLoader()
    await expectIssues(
      """
      Timed out after 0.01 seconds waiting for .name. Recorded so far:
        #1 .loads = 1
      """
    ) {
      await assertChanges(of: loader.tracker) { changes in
        let task = loader.load()
        changes.expect(.loads) { $0.loads = 1 }
        await changes.receive(.name, timeout: .milliseconds(10)) { $0.name = "Ada" }
        loader.gate.open(with: ("Ada", "ada@example.com"))
        await task.value
        changes.skipReceivedRecords()
      }
    }
  }
}
