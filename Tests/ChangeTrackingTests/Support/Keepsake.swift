/// An object a state holds, so that a weak reference to it tells whether every copy of the
/// state that held it was released, and no more.
final class Keepsake: Equatable {
  /// What tells keepsakes apart in a failure's message.
  let name: String

  init(_ name: String) {
    self.name = name
  }

  static func == (lhs: Keepsake, rhs: Keepsake) -> Bool {
    lhs === rhs
  }
}
