import Signup

/// Answers every request with the same outcome.
struct StubSignupService: SignupService {
  var error: SignupError?

  func createAccount(email: String, password: String) async throws {
    if let error {
      throw error
    }
  }
}
