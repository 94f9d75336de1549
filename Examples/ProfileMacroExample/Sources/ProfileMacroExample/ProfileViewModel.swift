import ChangeTracking

/// The profile screen's logic. It never assigns to its state: every write goes through the
/// tracker, so the view, a logger or a test sees each side effect, in order.
@MainActor
final class ProfileViewModel {
  /// The screen's state, and the only way to change it.
  let tracker = StateTracker(ProfileState())

  private let service: any UserService

  init(service: any UserService) {
    self.service = service
  }

  /// Loads the user and shows it: one change per property, between two changes of the number of
  /// calls in progress.
  ///
  /// - Returns: The task doing the work, for callers that want to wait for it.
  @discardableResult
  func fetchUser() -> Task<Void, Never> {
    tracker.set(\.callsInProgress, to: tracker.callsInProgress + 1)
    return Task {
      defer { tracker.set(\.callsInProgress, to: tracker.callsInProgress - 1) }
      do {
        let user = try await service.fetchUser()
        tracker.set(\.name, to: user.name)
        tracker.set(\.dateOfBirth, to: user.dateOfBirth)
        tracker.set(\.email, to: user.email)
        tracker.set(\.accountStatus, to: user.accountStatus)
      } catch {
        tracker.set(\.errorMessage, to: "Could not load the profile: \(error)")
      }
    }
  }
}
