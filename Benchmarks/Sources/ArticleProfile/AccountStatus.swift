/// The kind of account a user has.
public enum AccountStatus: Equatable, Sendable, Codable {
  case basic
  case pro
}
