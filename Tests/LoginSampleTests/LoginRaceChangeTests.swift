import ChangeTracking
import ChangeTrackingTesting
import Testing

@testable import LoginSample

/// The race of the login screen, asserted with whole snapshots: each step says what the write
/// changed, and every other property is checked to be as it was.
@MainActor
@Suite struct LoginRaceChangeTests {
  @Test func staleRemoteAnswerChangesNothing() async {
    let harness = LoginHarness()

    await assertChanges(of: harness.viewModel.tracker) { changes in
      await harness.session.typeEmailsRacing("bob@example.com", then: "ada@example.com")

      changes.expect(.email) { $0.email = "bob@example.com" }
      changes.expect(.emailStatus) { $0.emailStatus = .checkingLocally }
      changes.expect(.emailStatus) { $0.emailStatus = .checkingRemotely }
      changes.expect(.email) { $0.email = "ada@example.com" }
      changes.expect(.emailStatus) { $0.emailStatus = .checkingLocally }
      changes.expect(.emailStatus) { $0.emailStatus = .checkingRemotely }
      changes.expect(.emailStatus) { $0.emailStatus = .valid }
    }
  }
}
