import ArticleSampleChecks
import ChangeTracking
import ChangeTrackingTesting
import Testing
import XCTest

@testable import ProfileSample

// The Testing article's samples, word for word, run against the profile sample: under Swift
// Testing here, and under XCTest in `ProfileViewModelXCTests` below.

/// The user of the XCTest sample.
private let user = User.goksel

@MainActor
@Suite struct TestingArticleTests {
  let user = User.goksel

  @Test func everySwiftSampleIsMirroredHere() throws {
    try ArticleSamples.expectEachSample(
      of: "Sources/ChangeTrackingTesting/ChangeTrackingTesting.docc/Testing.md",
      in: #filePath,
      except: [".testTarget(": "a package manifest line: a test cannot import PackageDescription"]
    )
  }

  @Test @MainActor func fetchUserReportsSixChangesInOrder() async {
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

  @Test func receiveWaitsForTheRecordsOfATask() async {
    let viewModel = ProfileViewModel(service: StubUserService(user: user))
    await assertChanges(of: viewModel.tracker) { changes in
      let task = viewModel.refreshAccountStatus()
      changes.expect(.callsInProgress) { $0.callsInProgress = 1 }
      await changes.receive(.accountStatus) { $0.accountStatus = .pro }
      await changes.receive(.callsInProgress) { $0.callsInProgress = 0 }
      await task.value
    }
  }

  @Test func recorderIsReadByIndex() async {
    let viewModel = ProfileViewModel(service: StubUserService(user: user))
    let recorder = ChangeRecorder(viewModel.tracker)
    await viewModel.fetchUser().value
    #expect(recorder.changes.count == 6)
    #expect(recorder.changes[1] == .name)
    assertNoDifference(recorder.snapshots[1].name, user.name)
  }

  @Test func storyOfTwoEventsChains() async {
    let viewModel = ProfileViewModel(
      service: StubUserService(user: user, accountStatus: .basic))
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
      .when { await viewModel.refreshAccountStatus().value }
      .then(
        .change(.callsInProgress) { $0.callsInProgress = 1 },
        .change(.accountStatus) { $0.accountStatus = .basic },
        .change(.callsInProgress) { $0.callsInProgress = 0 }
      )
  }
}

final class ProfileViewModelXCTests: XCTestCase {
  @MainActor func testFetchUserReportsSixChangesInOrder() async {
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
}
