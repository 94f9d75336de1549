public import Foundation

/// The article's hand-written state: every property reports itself from `didSet` to one
/// `onChange` closure stored in the state.
public struct ArticleProfileState {
  /// One case per property, as in the article.
  public enum Change {
    case name, dateOfBirth, email, accountStatus, callsInProgress, errorMessage, items
  }

  public var name: String? { didSet { onChange?(.name) } }
  public var dateOfBirth: Date? { didSet { onChange?(.dateOfBirth) } }
  public var email: String? { didSet { onChange?(.email) } }
  public var accountStatus: AccountStatus? { didSet { onChange?(.accountStatus) } }
  public var callsInProgress = 0 { didSet { onChange?(.callsInProgress) } }
  public var errorMessage: String? { didSet { onChange?(.errorMessage) } }
  public var items: [Item] = [] { didSet { onChange?(.items) } }

  /// The single observer.
  public var onChange: ((Change) -> Void)?

  /// A state holding these values, with no observer.
  public init(
    name: String?,
    dateOfBirth: Date?,
    email: String?,
    accountStatus: AccountStatus?,
    callsInProgress: Int,
    errorMessage: String?,
    items: [Item]
  ) {
    self.name = name
    self.dateOfBirth = dateOfBirth
    self.email = email
    self.accountStatus = accountStatus
    self.callsInProgress = callsInProgress
    self.errorMessage = errorMessage
    self.items = items
  }
}
