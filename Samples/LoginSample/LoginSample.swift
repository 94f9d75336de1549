import ChangeTracking

/// Runs a scripted session on the login screen and prints every change, in order.
@main
enum LoginSample {
  @MainActor
  static func main() async {
    let effects = ScriptedLoginEffects()
    let viewModel = LoginViewModel(effects: effects)
    let log = viewModel.tracker.observe { record in
      print("  \(record.sequence). \(record.snapshot.line(for: record.change))")
    }
    // Attached from outside: the view model does not know it exists.
    let analytics = ErrorAnalytics(observing: viewModel.tracker) { event in
      print("      analytics: \(event)")
    }
    let session = LoginSession(viewModel: viewModel, effects: effects)
    let connectivity = viewModel.onAppear()

    print("Connection drops, then comes back:")
    await session.goOnline(false)
    await session.goOnline(true)
    print("Email without @:")
    await session.typeEmail("ada", serverKnowsIt: false)
    print("Email the server does not know:")
    await session.typeEmail("nobody@example.com", serverKnowsIt: false)
    print("Two emails typed quickly; the first one's answer comes back last:")
    await session.typeEmailsRacing("bob@example.com", then: "ada@example.com")
    print("Password:")
    viewModel.passwordChanged(to: "correct horse")
    print("Login, declined at the confirmation:")
    await session.logIn(confirming: false)
    print("Login, refused by the server:")
    await session.logIn(confirming: true, result: .failure(.loginFailed))
    print("Login:")
    await session.logIn(confirming: true, result: .success("token-42"))

    effects.finishOnlineStatus()
    await connectivity.value
    print("Analytics sent \(analytics.events.count) events.")
    withExtendedLifetime(log) {}
  }
}
