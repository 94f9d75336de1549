import OpenCombine

/// The account module's state as an `ObservableObject` of its own, held by the feed's.
final class PublishedAccount: ObservableObject {
  @Published var displayName: String
  @Published var email: String
  @Published var isVerified: Bool

  init(_ state: AccountState) {
    displayName = state.displayName
    email = state.email
    isVerified = state.isVerified
  }
}
