import ChangeTracking
import ChangeTrackingTesting
import Foundation
import Testing

@testable import ProfileSample

/// The article's test again, written with the recorder and the exhaustive assertion: each step
/// names a change and what it changed, and every other part of the state is checked too.
@MainActor
@Suite struct ProfileChangeTests {
  let user = User.goksel

  @Test func fetchUserReportsSixChangesInOrder() async {
    let viewModel = ProfileViewModel(service: StubUserService(user: user))
    await assertChanges(of: viewModel.tracker) { changes in
      await viewModel.fetchUser().value
      changes.expect(.callsInProgress) { $0.callsInProgress = 1 }
      changes.expect(.name) { $0.name = user.name }
      changes.expect(.dateOfBirth) { $0.dateOfBirth = user.dateOfBirth }
      changes.expect(.email) { $0.email = user.email }
      changes.expect(.accountStatus) { $0.accountStatus = user.accountStatus }
      changes.expect(.callsInProgress) { $0.callsInProgress = 0 }
    }
  }

  @Test func fetchUserReportsEachChangeAsTheTaskMakesIt() async {
    let viewModel = ProfileViewModel(service: StubUserService(user: user))
    await assertChanges(of: viewModel.tracker) { changes in
      let task = viewModel.fetchUser()
      changes.expect(.callsInProgress) { $0.callsInProgress = 1 }
      await changes.receive(.name) { $0.name = user.name }
      await changes.receive(.dateOfBirth) { $0.dateOfBirth = user.dateOfBirth }
      await changes.receive(.email) { $0.email = user.email }
      await changes.receive(.accountStatus) { $0.accountStatus = user.accountStatus }
      await changes.receive(.callsInProgress) { $0.callsInProgress = 0 }
      await task.value
    }
  }

  @Test func fetchUserAsAScenario() async {
    let viewModel = ProfileViewModel(service: StubUserService(user: user))
    await given(viewModel.tracker)
      .when { await viewModel.fetchUser().value }
      .then(
        .change(.callsInProgress) { $0.callsInProgress = 1 },
        .change(.name) { $0.name = user.name },
        .change(.dateOfBirth) { $0.dateOfBirth = user.dateOfBirth },
        .change(.email) { $0.email = user.email },
        .change(.accountStatus) { $0.accountStatus = user.accountStatus },
        .change(.callsInProgress) { $0.callsInProgress = 0 }
      )
  }

  @Test func fetchUserChangeLog() async {
    let viewModel = ProfileViewModel(service: StubUserService(user: user))
    let recorder = ChangeRecorder(viewModel.tracker)
    await viewModel.fetchUser().value
    assertChangeLog(of: recorder)
  }

  @Test func failedFetchReportsTheErrorBetweenTheCallCounts() async {
    let viewModel = ProfileViewModel(service: StubUserService(user: nil))
    await assertChanges(of: viewModel.tracker) { changes in
      await viewModel.fetchUser().value
      changes.expect(.callsInProgress) { $0.callsInProgress = 1 }
      changes.expect(.errorMessage) {
        $0.errorMessage = "Could not load the profile: Unreachable()"
      }
      changes.expect(.callsInProgress) { $0.callsInProgress = 0 }
    }
  }

  @Test func refreshAccountStatusChangesOnlyTheStatus() async {
    let viewModel = ProfileViewModel(service: StubUserService(user: user, accountStatus: .basic))
    await assertChanges(of: viewModel.tracker, exhaustivity: .nonExhaustive) { changes in
      await viewModel.refreshAccountStatus().value
      changes.expect(.accountStatus) { $0.accountStatus = .basic }
    }
  }
}
