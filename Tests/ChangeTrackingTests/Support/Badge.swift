/// One row of ``BadgeState``, identified by an object.
struct Badge: Identifiable, Equatable, Sendable {
  var id: BadgeID
  var isPinned = false
}
