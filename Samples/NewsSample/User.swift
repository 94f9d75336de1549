/// The signed-in user, shared by the whole app.
struct User: Equatable, Sendable, CustomStringConvertible {
  var name: String

  static let guest = User(name: "guest")

  var description: String { name }
}
