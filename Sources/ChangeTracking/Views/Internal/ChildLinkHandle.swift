/// A tracker's hold on one of its views: the view's link, unowned, so that the parent never
/// keeps a view alive, and where the view lies in the parent's state, so that a write finds the
/// views under what it changed without visiting the others.
///
/// The parent holds the handle and the link holds it too, and clears it first thing when it goes
/// away; unowned, not weak, since that clearing is what makes it safe. A parent reads it only
/// when it brings its views in step or counts them, never on a write through the view.
@usableFromInline
final class ChildLinkHandle<Parent: TrackedState> {
  /// The link; `nil` once it started going away.
  @usableFromInline
  unowned var link: (any ChildLink<Parent>)?

  /// The position, among the parent's declarations, of the property the view lies under: the
  /// embedded state's, or the array's for a row's view.
  let position: Int

  /// For a row's view, the id of the row it follows.
  let rowID: RowID?

  init(position: Int, rowID: RowID?) {
    self.position = position
    self.rowID = rowID
  }
}
