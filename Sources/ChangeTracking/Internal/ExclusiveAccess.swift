/// What holds exclusive access to a tracker's state: an edit's closure, which no write through
/// any tracker of the same tree may overlap (see ``StateTracker/edit(_:_:)``).
@usableFromInline
enum ExclusiveAccess {
  /// An edit, through this tracker, of the property declared at `position` (negative for an
  /// array that no declaration names).
  case edit(position: Int)

  /// An edit through a tracker scoped from this one, at any depth.
  case editThroughScope
}
