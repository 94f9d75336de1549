import ArticleProfile
import ChangeTracking
import Foundation

/// The state every case writes: the profile screen's state plus a list of 1,000 items.
///
/// Its three strings are longer than 15 bytes and made at run time, so they are objects on the
/// heap, as most real names, addresses and messages are: every copy of a snapshot retains them
/// and every destroyed one releases them. (A string of up to 15 bytes is stored inline, and a
/// literal in the binary, and either would hide that cost.)
struct ProfileState: Equatable, Sendable, Codable {
  var name: String?
  var dateOfBirth: Date?
  var email: String?
  var accountStatus: AccountStatus?
  var callsInProgress = 0
  var errorMessage: String?
  var items: [Item] = []

  /// A loaded profile with 1,000 items, still showing the message of an earlier failed refresh.
  static let loaded = ProfileState(
    name: String(onHeap: "Augusta Ada King, Countess of Lovelace"),
    dateOfBirth: Date(timeIntervalSince1970: -4_861_728_000),
    email: String(onHeap: "augusta.ada.king@analytical-engine.example"),
    accountStatus: .basic,
    callsInProgress: 0,
    errorMessage: String(onHeap: "The account status could not be refreshed."),
    items: (0..<1_000).map { Item(id: $0, title: "Item \($0)", isDone: false) }
  )
}

extension ProfileState: TrackedState {
  enum Change: Hashable, Sendable, Codable {
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
