import Foundation

/// The article's hand-written state: every property reports itself from `didSet` to one
/// `onChange` closure stored in the state.
struct ArticleProfileState {
  /// One case per property, as in the article.
  enum Change {
    case name, dateOfBirth, email, accountStatus, callsInProgress, errorMessage, items
  }

  var name: String? { didSet { onChange?(.name) } }
  var dateOfBirth: Date? { didSet { onChange?(.dateOfBirth) } }
  var email: String? { didSet { onChange?(.email) } }
  var accountStatus: AccountStatus? { didSet { onChange?(.accountStatus) } }
  var callsInProgress = 0 { didSet { onChange?(.callsInProgress) } }
  var errorMessage: String? { didSet { onChange?(.errorMessage) } }
  var items: [Item] = [] { didSet { onChange?(.items) } }

  /// The single observer.
  var onChange: ((Change) -> Void)?

  /// The same content as ``ProfileState/loaded``.
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
