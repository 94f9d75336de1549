import ChangeTracking
import ChangeTrackingTesting
import Signup
import XCTest

/// The same assertions under XCTest: their failures go to `XCTFail`.
final class SignupViewModelXCTests: XCTestCase {
  @MainActor func testSubmitShowsTheSpinnerUntilTheAccountIsCreated() async {
    let viewModel = SignupViewModel(service: StubSignupService())
    viewModel.typeEmail("ada@example.com")
    await assertChanges(of: viewModel.tracker) { changes in
      await viewModel.submit().value
      changes.expect(.isSubmitting) { $0.isSubmitting = true }
      changes.expect(.isSubmitting) { $0.isSubmitting = false }
    }
    XCTAssertNil(viewModel.tracker.errorMessage)
  }
}
