import Testing

/// A batch's records asserted as one step, under Swift Testing.
@Suite @MainActor struct BatchExpectationsTests {
  @Test func aBatchIsAssertedAsOneStep() async {
    await SharedScenarios.batchAssertedAsOneStep()
  }

  @Test func aBatchATaskMakesIsReceivedAsOneStep() async {
    await SharedScenarios.batchReceivedAsOneStep()
  }

  @Test func changesNamedInAnotherOrderGiveTheOrderToWrite() async {
    await expectIssues(SharedScenarios.batchInAnotherOrderMessage) {
      await SharedScenarios.batchInAnotherOrder()
    }
  }

  @Test func separateWritesAreNotOneBatch() async {
    await expectIssues(SharedScenarios.separateWritesAsABatchMessage) {
      await SharedScenarios.separateWritesAsABatch()
    }
  }

  @Test func separateWritesInAnotherOrderAreNotOneBatch() async {
    await expectIssues(SharedScenarios.separateWritesAsABatchMessage) {
      await SharedScenarios.separateWritesInAnotherOrderAsABatch()
    }
  }

  @Test func changesNamedInAnotherOrderGiveTheOrderToWriteWhenNotExhaustive() async {
    await expectIssues(SharedScenarios.batchInAnotherOrderNonExhaustiveMessage) {
      await SharedScenarios.batchInAnotherOrderNonExhaustive()
    }
  }

  @Test func aBatchOfNoChangeIsRefused() async {
    await expectIssues(SharedScenarios.batchOfNoChangeMessage) {
      await SharedScenarios.batchOfNoChange()
    }
  }
}
