import ChangeTracking
import Foundation

/// The state every case writes: the profile screen's state plus a list of 1,000 items.
struct ProfileState: Equatable, Sendable {
  var name: String?
  var dateOfBirth: Date?
  var email: String?
  var accountStatus: AccountStatus?
  var callsInProgress = 0
  var errorMessage: String?
  var items: [Item] = []

  /// A loaded profile with 1,000 items.
  static let loaded = ProfileState(
    name: "Ada Lovelace",
    dateOfBirth: Date(timeIntervalSince1970: -4_861_728_000),
    email: "ada@example.com",
    accountStatus: .basic,
    callsInProgress: 0,
    errorMessage: nil,
    items: (0..<1_000).map { Item(id: $0, title: "Item \($0)", isDone: false) }
  )
}

extension ProfileState: TrackedState {
  enum Change: Hashable, Sendable {
    case name, dateOfBirth, email, accountStatus, callsInProgress, errorMessage, items
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.name, as: .name),
    .tracked(\.dateOfBirth, as: .dateOfBirth),
    .tracked(\.email, as: .email),
    .tracked(\.accountStatus, as: .accountStatus),
    .tracked(\.callsInProgress, as: .callsInProgress),
    .tracked(\.errorMessage, as: .errorMessage),
    .tracked(\.items, as: .items),
  ]
}
