import ChangeTracking

/// A view model that loads an account in a `Task`, waiting on a gate the test opens.
@MainActor
final class AccountLoader {
  let tracker: StateTracker<Account>
  let gate = Gate<(name: String, email: String)>()

  init(_ state: Account = Account()) {
    tracker = StateTracker(state)
  }

  /// Counts the load, waits for the gate, shows the account in one batch, ends the load.
  @discardableResult
  func load() -> Task<Void, Never> {
    tracker.set(\.loads, to: tracker.loads + 1)
    return Task {
      let account = await gate.value
      tracker.update { state in
        state.name = account.name
        state.email = account.email
      }
      tracker.set(\.loads, to: tracker.loads - 1)
    }
  }

  /// Sets the name, then the email, as two writes.
  func rename(to name: String, email: String) {
    tracker.set(\.name, to: name)
    tracker.set(\.email, to: email)
  }
}
