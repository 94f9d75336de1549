import ChangeTrackingMacros

/// What the profile screen shows: the article's state, each property declared once.
@ChangeTracked
struct ProfileState: Equatable, Sendable {
  var name: String?
  var dateOfBirth: Day?
  var email: String?
  var accountStatus: AccountStatus?
  var callsInProgress = 0
  var errorMessage: String?
}
