import ArticleProfile
import Foundation
import Observation

/// The same state as an `@Observable` model, the Observation framework's way.
@Observable
final class ObservableProfile {
  var name: String?
  var dateOfBirth: Date?
  var email: String?
  var accountStatus: AccountStatus?
  var callsInProgress = 0
  var errorMessage: String?
  var items: [Item]

  init(_ state: ProfileState) {
    name = state.name
    dateOfBirth = state.dateOfBirth
    email = state.email
    accountStatus = state.accountStatus
    callsInProgress = state.callsInProgress
    errorMessage = state.errorMessage
    items = state.items
  }
}
