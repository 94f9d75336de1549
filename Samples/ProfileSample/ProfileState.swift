import ChangeTracking
import Foundation

/// What the profile screen shows: the article's state, now a plain value.
struct ProfileState: Equatable, Sendable {
  var name: String?
  var dateOfBirth: Date?
  var email: String?
  var accountStatus: AccountStatus?
  var callsInProgress = 0
  var errorMessage: String?
}

extension ProfileState: TrackedState {
  enum Change: Hashable, Sendable, CaseIterable {
    case name, dateOfBirth, email, accountStatus, callsInProgress, errorMessage
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.name, as: .name),
    .tracked(\.dateOfBirth, as: .dateOfBirth),
    .tracked(\.email, as: .email),
    .tracked(\.accountStatus, as: .accountStatus),
    .tracked(\.callsInProgress, as: .callsInProgress),
    .tracked(\.errorMessage, as: .errorMessage),
  ]
}
