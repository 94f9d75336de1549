import ChangeTracking
import Foundation
import Testing

@testable import ProfileSample

/// The article's test, as a test of the library: fetching a user reports six changes, in order,
/// each with the snapshot of that moment.
@MainActor
@Suite struct ProfileAcceptanceTests {
  let user = User.goksel

  @Test func fetchUserReportsSixChangesInOrder() async {
    let viewModel = ProfileViewModel(service: StubUserService(user: user))
    var records: [ChangeRecord<ProfileState>] = []
    let token = viewModel.tracker.observe { records.append($0) }

    await viewModel.fetchUser().value

    #expect(records.count == 6)
    #expect(
      records.map(\.change) == [
        .callsInProgress, .name, .dateOfBirth, .email, .accountStatus, .callsInProgress,
      ])
    #expect(records[0].snapshot.callsInProgress == 1)
    #expect(records[0].snapshot.name == nil)
    #expect(records[1].snapshot.name == user.name)
    #expect(records[1].snapshot.dateOfBirth == nil)
    #expect(records[2].snapshot.dateOfBirth == user.dateOfBirth)
    #expect(records[2].snapshot.email == nil)
    #expect(records[3].snapshot.email == user.email)
    #expect(records[3].snapshot.accountStatus == nil)
    #expect(records[4].snapshot.accountStatus == user.accountStatus)
    #expect(records[4].snapshot.callsInProgress == 1)
    #expect(records[5].snapshot.callsInProgress == 0)
    token.cancel()
  }

  @Test func failedFetchReportsTheErrorBetweenTheCallCounts() async {
    let viewModel = ProfileViewModel(service: StubUserService(user: nil))
    var changes: [ProfileState.Change] = []
    viewModel.tracker.onChange = { changes.append($0) }

    await viewModel.fetchUser().value

    #expect(changes == [.callsInProgress, .errorMessage, .callsInProgress])
    #expect(viewModel.tracker.errorMessage?.hasPrefix("Could not load the profile") == true)
  }

  @Test func refreshAccountStatusChangesOnlyTheStatus() async {
    let viewModel = ProfileViewModel(service: StubUserService(user: user, accountStatus: .basic))
    var changes: [ProfileState.Change] = []
    viewModel.tracker.onChange = { changes.append($0) }

    await viewModel.refreshAccountStatus().value

    #expect(changes == [.callsInProgress, .accountStatus, .callsInProgress])
    #expect(viewModel.tracker.accountStatus == .basic)
  }

  @Test func viewRefreshesOneLabelPerChange() async {
    let viewModel = ProfileViewModel(service: StubUserService(user: user))
    let view = ProfileView(viewModel: viewModel)

    await viewModel.fetchUser().value

    #expect(view.lines.count == 6)
    #expect(view.labels[.name] == "Göksel Köksal")
    #expect(view.labels[.email] == "gokselkoksal@gmail.com")
    #expect(view.labels[.dateOfBirth] == "1989-01-05")
    #expect(view.labels[.callsInProgress] == "idle")
  }

  @Test func profileStateDeclaresEveryProperty() throws {
    try ProfileState().validateTrackedProperties()
  }
}
