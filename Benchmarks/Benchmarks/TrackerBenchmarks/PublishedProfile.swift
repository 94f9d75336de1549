import ArticleProfile
import Foundation
import OpenCombine

/// The same state as an `ObservableObject` with `@Published` properties, Combine's way.
final class PublishedProfile: ObservableObject {
  @Published var name: String?
  @Published var dateOfBirth: Date?
  @Published var email: String?
  @Published var accountStatus: AccountStatus?
  @Published var callsInProgress = 0
  @Published var errorMessage: String?
  @Published var items: [Item]

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
