/// The kind of account a user has.
enum AccountStatus: Equatable, Sendable {
  case basic
  case pro
}
