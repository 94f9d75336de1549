/// Where the validation of the typed email is.
enum EmailStatus: Equatable, Sendable {
  /// Nothing typed yet.
  case unchecked
  /// The local check of its form is running.
  case checkingLocally
  /// The server is checking it.
  case checkingRemotely
  /// Both checks passed.
  case valid
  /// A check failed; `error` says which.
  case invalid
}
