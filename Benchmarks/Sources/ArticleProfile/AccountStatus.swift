/// The kind of account a user has.
public enum AccountStatus: Equatable, Sendable {
  case basic
  case pro
}
