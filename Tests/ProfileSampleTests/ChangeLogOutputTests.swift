import ChangeTracking
import Testing

@testable import ProfileSample

/// The debug change log of the profile screen's six changes, word for word.
@MainActor
@Suite struct ChangeLogOutputTests {
  @Test func logOfFetchUserShowsEachRecordAndWhatItChanged() async {
    let viewModel = ProfileViewModel(service: StubUserService(user: .goksel))
    var entries: [String] = []
    let log = viewModel.tracker.logChanges { entries.append($0) }
    await viewModel.fetchUser().value
    log.cancel()
    #expect(
      entries.joined(separator: "\n") == """
        #1 .callsInProgress
          ProfileState(
            … 4 unchanged
        -   callsInProgress: 0
        +   callsInProgress: 1
            … 1 unchanged
          )
        #2 .name
          ProfileState(
        -   name: nil
        +   name: "Göksel Köksal"
            … 5 unchanged
          )
        #3 .dateOfBirth
          ProfileState(
            … 1 unchanged
        -   dateOfBirth: nil
        +   dateOfBirth: 1989-01-05 10:40:00 +0000
            … 4 unchanged
          )
        #4 .email
          ProfileState(
            … 2 unchanged
        -   email: nil
        +   email: "gokselkoksal@gmail.com"
            … 3 unchanged
          )
        #5 .accountStatus
          ProfileState(
            … 3 unchanged
        -   accountStatus: nil
        +   accountStatus: .pro
            … 2 unchanged
          )
        #6 .callsInProgress
          ProfileState(
            … 4 unchanged
        -   callsInProgress: 1
        +   callsInProgress: 0
            … 1 unchanged
          )
        """)
    #expect(entries.count == 6)
  }
}
