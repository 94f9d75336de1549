import ChangeTracking

/// The login screen's logic, one method per user action, each reading top to bottom.
///
/// Async work runs in `Task`s that write through the tracker, so every step of every flow is
/// reported, in order, without turning the flow into events and feedback messages.
@MainActor
final class LoginViewModel {
  /// The screen's state, and the only way to change it.
  let tracker = StateTracker(LoginState())

  private let effects: any LoginEffects

  init(effects: any LoginEffects) {
    self.effects = effects
  }

  /// Follows the device's connectivity for as long as the screen is shown.
  @discardableResult
  func onAppear() -> Task<Void, Never> {
    Task {
      for await isOnline in effects.onlineStatus() {
        tracker.set(\.isOnline, to: isOnline)
      }
    }
  }

  /// Takes the typed email, checks its form at once, then asks the server about it.
  ///
  /// A remote answer that comes back after the email changed again is dropped: the newer
  /// email's check owns the status.
  @discardableResult
  func emailChanged(to email: String) -> Task<Void, Never>? {
    tracker.set(\.email, to: email)
    tracker.set(\.error, to: nil)
    tracker.set(\.emailStatus, to: .checkingLocally)
    guard effects.isWellFormed(email) else {
      tracker.set(\.emailStatus, to: .invalid)
      tracker.set(\.error, to: .malformedEmail)
      return nil
    }
    tracker.set(\.emailStatus, to: .checkingRemotely)
    return Task {
      let isKnown = await effects.isKnownRemotely(email)
      guard tracker.email == email else {
        return
      }
      tracker.set(\.emailStatus, to: isKnown ? .valid : .invalid)
      if !isKnown {
        tracker.set(\.error, to: .unknownEmail)
      }
    }
  }

  /// Takes the typed password; it has no validation.
  func passwordChanged(to password: String) {
    tracker.set(\.password, to: password)
  }

  /// Asks for confirmation, then logs in and keeps the token, or shows the error.
  ///
  /// - Returns: The task doing the work, or `nil` when the button is disabled.
  @discardableResult
  func loginTapped() -> Task<Void, Never>? {
    guard tracker.canLogIn else {
      return nil
    }
    tracker.set(\.error, to: nil)
    tracker.set(\.step, to: .confirming)
    return Task {
      guard await effects.confirm("Log in as \(tracker.email)?") else {
        tracker.set(\.step, to: .editing)
        return
      }
      tracker.set(\.step, to: .loggingIn)
      do throws(LoginError) {
        let token = try await effects.logIn(email: tracker.email, password: tracker.password)
        tracker.set(\.step, to: .loggedIn(token: token))
      } catch {
        tracker.set(\.step, to: .editing)
        tracker.set(\.error, to: error)
      }
    }
  }
}
