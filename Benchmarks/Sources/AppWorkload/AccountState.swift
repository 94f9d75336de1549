import ChangeTracking

/// The account module's state, embedded in the feed screen's and reached through `scope`, as a
/// module of the app owns its part of the state.
struct AccountState: Equatable, Sendable {
  var displayName: String
  var email: String
  var isVerified = true

  /// The signed-in account, its strings on the heap.
  static let signedIn = AccountState(
    displayName: FeedWords.names[0], email: "augusta.ada.king@analytical-engine.example")
}

extension AccountState: TrackedState {
  enum Change: Hashable, Sendable {
    case displayName, email, isVerified
  }

  static let trackedProperties: [TrackedProperty<Self>] = [
    .tracked(\.displayName, as: .displayName),
    .tracked(\.email, as: .email),
    .tracked(\.isVerified, as: .isVerified),
  ]
}
