import ChangeTracking
import ChangeTrackingTesting
import Signup
import Testing

@Suite @MainActor struct SignupViewModelTests {
  @Test func typingFillsTheFormAndEnablesSubmit() async {
    let viewModel = SignupViewModel(service: StubSignupService())
    await assertChanges(of: viewModel.tracker) { changes in
      viewModel.typeEmail("ada@example.com")
      viewModel.typePassword("analytical")
      changes.expect(.email) { $0.email = "ada@example.com" }
      changes.expect(.password) { $0.password = "analytical" }
    }
    #expect(viewModel.tracker.canSubmit)
  }

  @Test func aTakenEmailShowsAnErrorAfterTheRequest() async {
    var state = SignupState()
    state.email = "ada@example.com"
    state.password = "analytical"
    let viewModel = SignupViewModel(service: StubSignupService(error: .emailTaken))
    viewModel.tracker.update { $0 = state }
    await assertChanges(of: viewModel.tracker) { changes in
      viewModel.submit()
      changes.expect(.isSubmitting) { $0.isSubmitting = true }
      await changes.receive(.errorMessage) {
        $0.errorMessage = "This email already has an account."
      }
      await changes.receive(.isSubmitting) { $0.isSubmitting = false }
    }
  }

  @Test func theStoryOfTheScreen() async {
    let viewModel = SignupViewModel(service: StubSignupService(error: .emailTaken))
    await given(viewModel.tracker)
      .when {
        viewModel.typeEmail("ada@example.com")
        viewModel.typePassword("analytical")
      }
      .then(
        .change(.email) { $0.email = "ada@example.com" },
        .change(.password) { $0.password = "analytical" }
      )
      .when { viewModel.submit() }
      .then(
        .change(.isSubmitting) { $0.isSubmitting = true },
        .change(.errorMessage) { $0.errorMessage = "This email already has an account." },
        .change(.isSubmitting) { $0.isSubmitting = false }
      )
      .when { viewModel.typeEmail("ada@lovelace.org") }
      .then(
        .change(.email) { $0.email = "ada@lovelace.org" },
        .change(.errorMessage) { $0.errorMessage = nil }
      )
  }
}
