import ChangeTracking
import Testing

@testable import LoginSample

@MainActor
@Suite struct LoginViewModelTests {
  @Test func onlineStatusFollowsTheStream() async {
    let harness = LoginHarness()
    let connectivity = harness.viewModel.onAppear()

    await harness.session.goOnline(false)
    await harness.session.goOnline(true)
    harness.effects.finishOnlineStatus()
    await connectivity.value

    #expect(harness.log == ["isOnline = false", "isOnline = true"])
  }

  @Test func knownEmailIsCheckedLocallyThenRemotely() async {
    let harness = LoginHarness()

    await harness.session.typeEmail("ada@example.com", serverKnowsIt: true)

    #expect(
      harness.log == [
        "email = \"ada@example.com\"",
        "emailStatus = checkingLocally",
        "emailStatus = checkingRemotely",
        "emailStatus = valid",
      ])
  }

  @Test func malformedEmailStopsAtTheLocalCheck() async {
    let harness = LoginHarness()

    let check = harness.viewModel.emailChanged(to: "ada")

    #expect(check == nil)
    #expect(
      harness.log == [
        "email = \"ada\"",
        "emailStatus = checkingLocally",
        "emailStatus = invalid",
        "error = malformedEmail",
      ])
  }

  @Test func unknownEmailIsRejectedByTheServer() async {
    let harness = LoginHarness()

    await harness.session.typeEmail("nobody@example.com", serverKnowsIt: false)

    #expect(
      harness.log == [
        "email = \"nobody@example.com\"",
        "emailStatus = checkingLocally",
        "emailStatus = checkingRemotely",
        "emailStatus = invalid",
        "error = unknownEmail",
      ])
  }

  @Test func staleRemoteAnswerDoesNotOverwriteNewerEmail() async {
    let harness = LoginHarness()

    await harness.session.typeEmailsRacing("bob@example.com", then: "ada@example.com")

    #expect(
      harness.log == [
        "email = \"bob@example.com\"",
        "emailStatus = checkingLocally",
        "emailStatus = checkingRemotely",
        "email = \"ada@example.com\"",
        "emailStatus = checkingLocally",
        "emailStatus = checkingRemotely",
        "emailStatus = valid",
      ])
    #expect(harness.viewModel.tracker.email == "ada@example.com")
    #expect(harness.viewModel.tracker.emailStatus == .valid)
    #expect(harness.analytics.events.isEmpty)
  }

  @Test func staleRemoteAnswerArrivingFirstIsDropped() async {
    let harness = LoginHarness()
    let firstCheck = harness.viewModel.emailChanged(to: "bob@example.com")
    let secondCheck = harness.viewModel.emailChanged(to: "ada@example.com")
    let bob = await harness.effects.remoteChecks.next()
    let ada = await harness.effects.remoteChecks.next()

    bob.answer(false)
    await firstCheck?.value
    let statusAfterStaleAnswer = harness.viewModel.tracker.emailStatus
    ada.answer(true)
    await secondCheck?.value

    #expect(bob.argument == "bob@example.com")
    #expect(statusAfterStaleAnswer == .checkingRemotely)
    #expect(harness.log.suffix(2) == ["emailStatus = checkingRemotely", "emailStatus = valid"])
    #expect(harness.analytics.events.isEmpty)
  }

  @Test func confirmedLoginEndsWithToken() async {
    let harness = LoginHarness()
    await harness.prepareToLogIn()

    await harness.session.logIn(confirming: true, result: .success("token-42"))

    #expect(
      harness.log == [
        "step = confirming",
        "step = loggingIn",
        "step = loggedIn(token-42)",
      ])
  }

  @Test func declinedConfirmationGoesBackToEditing() async {
    let harness = LoginHarness()
    await harness.prepareToLogIn()

    await harness.session.logIn(confirming: false)

    #expect(harness.log == ["step = confirming", "step = editing"])
  }

  @Test func refusedLoginShowsTheError() async {
    let harness = LoginHarness()
    await harness.prepareToLogIn()

    await harness.session.logIn(confirming: true, result: .failure(.loginFailed))

    #expect(
      harness.log == [
        "step = confirming",
        "step = loggingIn",
        "step = editing",
        "error = loginFailed",
      ])
  }

  @Test func loginButtonDoesNothingWhileOffline() async {
    let harness = LoginHarness()
    let connectivity = harness.viewModel.onAppear()
    await harness.prepareToLogIn()
    await harness.session.goOnline(false)

    let login = harness.viewModel.loginTapped()

    #expect(login == nil)
    #expect(harness.log == ["isOnline = false"])
    harness.effects.finishOnlineStatus()
    await connectivity.value
  }

  @Test func analyticsLogsEveryErrorTheScreenShows() async {
    let harness = LoginHarness()

    await harness.session.typeEmail("ada", serverKnowsIt: true)
    await harness.session.typeEmail("nobody@example.com", serverKnowsIt: false)
    await harness.prepareToLogIn()
    await harness.session.logIn(confirming: true, result: .failure(.loginFailed))

    #expect(
      harness.analytics.events == [
        "login_error_shown: malformedEmail",
        "login_error_shown: unknownEmail",
        "login_error_shown: loginFailed",
      ])
  }
}
