/// An identifier held by reference, whose lifetime a test can watch: a row identified by one
/// reports it boxed in its ``RowID``.
final class BadgeID: Hashable, Sendable {
  let number: Int

  init(_ number: Int) {
    self.number = number
  }

  static func == (lhs: BadgeID, rhs: BadgeID) -> Bool {
    lhs.number == rhs.number
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(number)
  }
}
