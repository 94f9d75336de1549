import ChangeTracking
import ChangeTrackingTesting

/// The batch steps' scenarios, run under both Swift Testing and XCTest, with the failure each
/// one must report, word for word.
extension SharedScenarios {
  /// One `update` of the name and the tags, asserted as one step.
  static func batchAssertedAsOneStep() async {
    let loader = AccountLoader()
    await assertChanges(of: loader.tracker) { changes in
      loader.tracker.update { state in
        state.tags = ["math"]
        state.name = "Ada"
      }
      changes.expectBatch([.name, .tags]) { state in
        state.name = "Ada"
        state.tags = ["math"]
      }
    }
  }

  /// A load in a `Task` that ends with one batch, received as one step.
  static func batchReceivedAsOneStep() async {
    let loader = AccountLoader()
    await assertChanges(of: loader.tracker) { changes in
      let task = loader.load()
      changes.expect(.loads) { $0.loads = 1 }
      loader.gate.open(with: ("Ada", "ada@example.com"))
      await changes.receiveBatch([.name, .email]) { state in
        state.name = "Ada"
        state.email = "ada@example.com"
      }
      await changes.receive(.loads) { $0.loads = 0 }
      await task.value
    }
  }

  /// Names a batch's changes in another order than the one it reports them in.
  static func batchInAnotherOrder() async {
    let loader = AccountLoader()
    await assertChanges(of: loader.tracker) { changes in
      loader.tracker.update { state in
        state.name = "Ada"
        state.tags = ["math"]
      }
      changes.expectBatch([.tags, .name]) { state in
        state.name = "Ada"
        state.tags = ["math"]
      }
    }
  }

  static let batchInAnotherOrderMessage = """
    Expected the batch .tags, .name, but its records are in another order:
      #1 .name = "Ada"
      #2 .tags = ["math"]
    A batch reports its changes in the order of trackedProperties: expect .name, .tags
    """

  /// Asserts two separate writes as one batch.
  static func separateWritesAsABatch() async {
    let loader = AccountLoader()
    await assertChanges(of: loader.tracker) { changes in
      loader.rename(to: "Ada", email: "ada@example.com")
      changes.expectBatch([.name, .email]) { state in
        state.name = "Ada"
        state.email = "ada@example.com"
      }
    }
  }

  static let separateWritesAsABatchMessage = """
    Records #1 .name and #2 .email are not one batch: a batch's records share its final \
    snapshot, and theirs differ (- #1, + #2):
      Account(
        … 1 unchanged
    -   email: nil
    +   email: "ada@example.com"
        … 2 unchanged
      )
    """

  /// Asserts two separate writes as one batch, naming their changes in another order than the
  /// writes': the failure is the one for separate writes, not the order.
  static func separateWritesInAnotherOrderAsABatch() async {
    let loader = AccountLoader()
    await assertChanges(of: loader.tracker) { changes in
      loader.rename(to: "Ada", email: "ada@example.com")
      changes.expectBatch([.email, .name]) { state in
        state.name = "Ada"
        state.email = "ada@example.com"
      }
    }
  }

  /// Names a batch's changes in another order, in a non-exhaustive assertion that passes over
  /// a record before the batch.
  static func batchInAnotherOrderNonExhaustive() async {
    let loader = AccountLoader()
    await assertChanges(of: loader.tracker, exhaustivity: .nonExhaustive) { changes in
      loader.tracker.set(\.loads, to: 1)
      loader.tracker.update { state in
        state.name = "Ada"
        state.tags = ["math"]
      }
      changes.expectBatch([.tags, .name]) { state in
        state.name = "Ada"
        state.tags = ["math"]
      }
    }
  }

  static let batchInAnotherOrderNonExhaustiveMessage = """
    Expected the batch .tags, .name, but its records are in another order:
      #2 .name = "Ada"
      #3 .tags = ["math"]
    A batch reports its changes in the order of trackedProperties: expect .name, .tags
    """

  /// A batch step that names no change.
  static func batchOfNoChange() async {
    let loader = AccountLoader()
    await assertChanges(of: loader.tracker) { changes in
      changes.expectBatch([])
    }
  }

  static let batchOfNoChangeMessage =
    "expectBatch was given no change: name the batch's changes, in the order of trackedProperties"
}
