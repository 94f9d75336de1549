import ChangeTracking
import ChangeTrackingTesting

/// Scenarios run under both Swift Testing and XCTest, with the failure each one must report,
/// word for word.
@MainActor
enum SharedScenarios {
  /// Two writes, asserted one step each.
  static func renameAssertedStepByStep() async {
    let loader = AccountLoader()
    await assertChanges(of: loader.tracker) { changes in
      loader.rename(to: "Ada", email: "ada@example.com")
      changes.expect(.name) { $0.name = "Ada" }
      changes.expect(.email) { $0.email = "ada@example.com" }
    }
  }

  /// A load in a `Task`: each step waits for the records the task has not reported yet.
  static func loadReceivedStepByStep() async {
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

  /// The same load, told as a scenario.
  static func loadAsAScenario() async {
    let loader = AccountLoader()
    await given(loader.tracker)
      .when {
        loader.load()
        loader.gate.open(with: ("Ada", "ada@example.com"))
      }
      .then(
        .change(.loads) { $0.loads = 1 },
        .change(.name, .email) {
          $0.name = "Ada"
          $0.email = "ada@example.com"
        },
        .change(.loads) { $0.loads = 0 }
      )
  }

  /// Expects the email first, though the name was written first.
  static func wrongChange() async {
    let loader = AccountLoader()
    await assertChanges(of: loader.tracker) { changes in
      loader.rename(to: "Ada Lovelace", email: "ada@example.com")
      changes.expect(.email) { $0.email = "ada@example.com" }
      changes.expect(.email) { $0.email = "ada@example.com" }
    }
  }

  static let wrongChangeMessage = """
    Expected .email, but the next record is:
      #1 .name = "Ada Lovelace"
    .email comes later:
      #2 .email = "ada@example.com"
    """

  /// Expects a shorter name than the one written.
  static func wrongSnapshot() async {
    let loader = AccountLoader(Account(tags: ["math", "poetry"]))
    await assertChanges(of: loader.tracker) { changes in
      loader.rename(to: "Ada Lovelace", email: "ada@example.com")
      changes.expect(.name) { $0.name = "Ada" }
      changes.expect(.email) { $0.email = "ada@example.com" }
    }
  }

  static let wrongSnapshotMessage = """
    Record #1 .name: the snapshot differs from the expected state (- expected, + actual):
      Account(
    -   name: "Ada"
    +   name: "Ada Lovelace"
        … 3 unchanged
      )
    """

  /// Asserts the first of three records.
  static func unassertedRecords() async {
    let loader = AccountLoader()
    await assertChanges(of: loader.tracker) { changes in
      loader.rename(to: "Ada", email: "ada@example.com")
      loader.tracker.set(\.tags, to: ["math", "poetry"])
      changes.expect(.name) { $0.name = "Ada" }
    }
  }

  static let unassertedRecordsMessage = """
    2 records were not asserted:
      #2 .email = "ada@example.com"
      #3 .tags = ["math", "poetry"]
    """

  /// Waits for a record the task only reports once the gate opens, which it does too late.
  static func timeout() async {
    let loader = AccountLoader()
    await assertChanges(of: loader.tracker) { changes in
      let task = loader.load()
      changes.expect(.loads) { $0.loads = 1 }
      await changes.receive(.name, timeout: .milliseconds(10)) { $0.name = "Ada" }
      loader.gate.open(with: ("Ada", "ada@example.com"))
      await task.value
      changes.skipReceivedRecords()
    }
  }

  static let timeoutMessage = """
    Timed out after 0.01 seconds waiting for .name. Recorded so far:
      #1 .loads = 1
    """

  /// Expects the name the load's `Task` writes without waiting for it: the task has not run.
  static func taskNotAwaited() async {
    let loader = AccountLoader()
    await assertChanges(of: loader.tracker) { changes in
      let task = loader.load()
      changes.expect(.loads) { $0.loads = 1 }
      changes.expect(.name) { $0.name = "Ada" }
      loader.gate.open(with: ("Ada", "ada@example.com"))
      await task.value
      changes.skipReceivedRecords()
    }
  }

  static let taskNotAwaitedMessage = """
    Expected .name, but no record is left to assert. If a Task makes this change, wait for it \
    with `await changes.receive(.name) { … }`. Recorded so far:
      #1 .loads = 1
    """

  /// Two steps of several changes whose last change never comes, each followed by a correct
  /// step: only the steps cut short fail.
  static func stepsCutShort() async {
    let loader = AccountLoader()
    await assertChanges(of: loader.tracker) { changes in
      loader.tracker.set(\.name, to: "Ada")
      changes.expect(.name, .email) { $0.name = "Ada" }
      loader.tracker.set(\.tags, to: ["math"])
      changes.expect(.tags) { $0.tags = ["math"] }
      loader.tracker.set(\.email, to: "ada@example.com")
      await changes.receive(.email, .loads, timeout: .milliseconds(10)) {
        $0.email = "ada@example.com"
      }
      loader.tracker.set(\.loads, to: 2)
      changes.expect(.loads) { $0.loads = 2 }
    }
  }

  static let stepsCutShortMessages = [
    """
    Expected .email, but no record is left to assert. If a Task makes this change, wait for it \
    with `await changes.receive(.email) { … }`. Recorded so far:
      #1 .name = "Ada"
    """,
    """
    Timed out after 0.01 seconds waiting for .loads. Recorded so far:
      #1 .name = "Ada"
      #2 .tags = ["math"]
      #3 .email = "ada@example.com"
    """,
  ]
}
