import ChangeTracking

/// A scripted session on the login screen: each step types, taps or answers an effect, and waits
/// for the screen's work to end, so that the session runs the same every time.
@MainActor
struct LoginSession {
  let viewModel: LoginViewModel
  let effects: ScriptedLoginEffects

  /// Reports a change of connectivity and waits until the screen shows it.
  func goOnline(_ isOnline: Bool) async {
    let shown = viewModel.tracker.values(of: \.isOnline)
    effects.setOnline(isOnline)
    for await value in shown where value == isOnline {
      break
    }
  }

  /// Types an email and lets the server answer its check.
  func typeEmail(_ email: String, serverKnowsIt: Bool) async {
    let check = viewModel.emailChanged(to: email)
    guard let check else {
      return
    }
    await effects.remoteChecks.next().answer(serverKnowsIt)
    await check.value
  }

  /// Types two emails quickly: the server answers the second check first, then the first.
  func typeEmailsRacing(_ first: String, then second: String) async {
    let firstCheck = viewModel.emailChanged(to: first)
    let secondCheck = viewModel.emailChanged(to: second)
    let firstCall = await effects.remoteChecks.next()
    let secondCall = await effects.remoteChecks.next()
    secondCall.answer(true)
    await secondCheck?.value
    firstCall.answer(false)
    await firstCheck?.value
  }

  /// Taps the login button, answers the confirmation, then the login request if one is made.
  func logIn(confirming: Bool, result: Result<String, LoginError> = .success("")) async {
    guard let login = viewModel.loginTapped() else {
      return
    }
    await effects.confirmations.next().answer(confirming)
    if confirming {
      await effects.logins.next().answer(result)
    }
    await login.value
  }
}
