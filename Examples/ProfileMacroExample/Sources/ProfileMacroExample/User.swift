/// A user as the service returns it.
struct User: Equatable, Sendable {
  var name: String
  var dateOfBirth: Day
  var email: String
  var accountStatus: AccountStatus
}
