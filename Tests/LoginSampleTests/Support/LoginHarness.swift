import ChangeTracking

@testable import LoginSample

/// A login screen on scripted effects, with its change log and its analytics attached.
@MainActor
final class LoginHarness {
  let effects = ScriptedLoginEffects()
  let viewModel: LoginViewModel
  let analytics: ErrorAnalytics
  let session: LoginSession
  private(set) var log: [String] = []
  private var token: ObservationToken?

  init() {
    viewModel = LoginViewModel(effects: effects)
    analytics = ErrorAnalytics(observing: viewModel.tracker)
    session = LoginSession(viewModel: viewModel, effects: effects)
    token = viewModel.tracker.observe { [unowned self] record in
      log.append(record.snapshot.line(for: record.change))
    }
  }

  /// Brings the screen to a valid email and password, then forgets the log so far.
  func prepareToLogIn() async {
    await session.typeEmail("ada@example.com", serverKnowsIt: true)
    viewModel.passwordChanged(to: "correct horse")
    log.removeAll()
  }
}
