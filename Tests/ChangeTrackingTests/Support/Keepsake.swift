/// An object a state holds, so that a weak reference to it tells whether every copy of the
/// state that held it was released, and no more.
final class Keepsake: Equatable {
  /// What tells keepsakes apart in a failure's message.
  let name: String

  /// Called when the last copy of a state that held the keepsake lets it go.
  var onRelease: (() -> Void)?

  init(_ name: String) {
    self.name = name
  }

  deinit {
    onRelease?()
  }

  static func == (lhs: Keepsake, rhs: Keepsake) -> Bool {
    lhs === rhs
  }
}
