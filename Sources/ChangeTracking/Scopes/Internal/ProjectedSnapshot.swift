/// A view's snapshot: the root's box, shared, and the view's path into it.
///
/// The view keeps the one it made last and, when no record holds it any more, points it at the
/// root's newer box instead of making another, as the root does with its own box: a view's
/// write allocates nothing while its observers let go of its records.
@usableFromInline
final class ProjectedSnapshot<State: TrackedState> {
  /// The root's box at the time of the record; never written while a record holds it, and
  /// let go of once no record does, so that the root may write its box in place again.
  @usableFromInline
  @exclusivity(unchecked)
  var root: AnyObject?

  /// The path from the root's state to the view's.
  @usableFromInline
  let path: ViewPath<State>

  /// For a row view, where its element was in the root's state at the time of the record.
  @usableFromInline
  @exclusivity(unchecked)
  var offset: Int

  @inlinable
  init(root: AnyObject, path: ViewPath<State>, offset: Int) {
    self.root = root
    self.path = path
    self.offset = offset
  }

  /// The view's state in the root's box.
  @inlinable
  var value: State {
    path.project(from: root.unsafelyUnwrapped, offset: offset)
  }

  /// Whether both hold the same state of the same view.
  @inlinable
  func isSame(as other: ProjectedSnapshot<State>) -> Bool {
    self === other || (root === other.root && path === other.path && offset == other.offset)
  }
}
