import Observation

/// The account module's state as an `@Observable` model of its own, held by the feed's.
@Observable
final class ObservableAccount {
  var displayName: String
  var email: String
  var isVerified: Bool

  init(_ state: AccountState) {
    displayName = state.displayName
    email = state.email
    isVerified = state.isVerified
  }
}
