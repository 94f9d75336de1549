/// What holds exclusive access to a tracker's state, which no write through any tracker of the
/// same tree may overlap: an edit's or a batch's closure, or an undo's, a redo's or a
/// rollback's comparison of the states in place.
@usableFromInline
enum ExclusiveAccess {
  /// An edit, through this tracker, of the property declared at `position` (negative for an
  /// array that no declaration names).
  case edit(position: Int)

  /// A batch through this tracker.
  case batch

  /// An edit through a tracker scoped from this one, at any depth.
  case editThroughScope

  /// A batch through a tracker scoped from this one, at any depth.
  case batchThroughScope

  /// An undo, a redo or a rollback comparing the state with a snapshot of the history, in
  /// place: the properties' `==` and `isEqual` closures run meanwhile, and may not write.
  case comparison

  /// Whether a batch holds the access, here or through a scope.
  @inlinable
  var isBatch: Bool {
    switch self {
    case .batch, .batchThroughScope: true
    case .edit, .editThroughScope, .comparison: false
    }
  }
}
