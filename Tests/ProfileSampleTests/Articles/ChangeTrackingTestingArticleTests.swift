import ArticleSampleChecks
import ChangeTracking
import ChangeTrackingTesting
import Testing

@testable import ProfileSample

// The sample of the testing module's overview page (ChangeTrackingTesting.md), word for word,
// run against the profile sample.

@Suite struct ChangeTrackingTestingArticleTests {
  @Test func everySwiftSampleIsMirroredHere() throws {
    try ArticleSamples.expectEachSample(
      of: "Sources/ChangeTrackingTesting/ChangeTrackingTesting.docc/ChangeTrackingTesting.md",
      in: #filePath)
  }

  @Test @MainActor func fetchUserShowsTheProfile() async {
    let viewModel = ProfileViewModel(service: StubUserService(user: .ada))
    await assertChanges(of: viewModel.tracker) { changes in
      await viewModel.fetchUser().value
      changes.expect(.callsInProgress) { $0.callsInProgress = 1 }
      changes.expect(.name) { $0.name = "Ada Lovelace" }
      changes.expect(.dateOfBirth) { $0.dateOfBirth = User.ada.dateOfBirth }
      changes.expect(.email) { $0.email = "ada@example.com" }
      changes.expect(.accountStatus) { $0.accountStatus = .pro }
      changes.expect(.callsInProgress) { $0.callsInProgress = 0 }
    }
  }

  @Test @MainActor func aWrongStepShowsOnlyWhatDiffers() async {
    let viewModel = ProfileViewModel(service: StubUserService(user: .ada))
    await withKnownIssue {
      await assertChanges(of: viewModel.tracker) { changes in
        await viewModel.fetchUser().value
        changes.expect(.callsInProgress) { $0.callsInProgress = 1 }
        changes.expect(.name) { $0.name = "Ada" }
        changes.skipReceivedRecords()
      }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined(separator: "\n") == """
        Record #2 .name: the snapshot differs from the expected state (- expected, + actual):
          ProfileState(
        -   name: "Ada"
        +   name: "Ada Lovelace"
            … 5 unchanged
          )
        """
    }
  }
}
