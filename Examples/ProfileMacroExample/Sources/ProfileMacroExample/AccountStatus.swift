/// The kind of account a user has.
enum AccountStatus: String, Equatable, Sendable {
  case basic
  case pro
}
