import ChangeTracking
import ChangeTrackingTesting
import Testing

@testable import ProfileMacroExample

/// The article's acceptance test, against the state that `@ChangeTracked` declares.
@MainActor
@Suite struct ProfileChangeTests {
  let user = User(
    name: "Göksel Köksal",
    dateOfBirth: Day(year: 1989, month: 1, day: 5),
    email: "gokselkoksal@gmail.com",
    accountStatus: .pro
  )

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

  @Test func macroDeclaresEveryStoredPropertyInOrder() throws {
    try ProfileState().validateTrackedProperties()
    #expect(
      ProfileState.Change.allCases == [
        .name, .dateOfBirth, .email, .accountStatus, .callsInProgress, .errorMessage,
      ]
    )
  }
}
