import ChangeTracking

/// The sign-up screen's logic: every write goes through the tracker, so a test sees each one.
@MainActor
public final class SignupViewModel {
  public let tracker = StateTracker(SignupState())
  private let service: any SignupService

  public init(service: any SignupService) {
    self.service = service
    // Once, where the tracker is made: SwiftUI views that read it re-render when what they read
    // changes (see SignupView).
    tracker.enableObservation()
  }

  public func typeEmail(_ email: String) {
    tracker.email = email
    tracker.errorMessage = nil
  }

  public func typePassword(_ password: String) {
    tracker.password = password
  }

  /// Sends the form in a `Task`, which the caller may await.
  @discardableResult
  public func submit() -> Task<Void, Never> {
    tracker.isSubmitting = true
    let email = tracker.email
    let password = tracker.password
    return Task {
      defer { tracker.isSubmitting = false }
      do {
        try await service.createAccount(email: email, password: password)
      } catch SignupError.emailTaken {
        tracker.errorMessage = "This email already has an account."
      } catch {
        tracker.errorMessage = "The account could not be created. Try again."
      }
    }
  }
}
