/// A tracker's hold on one of its views: the view's link, unowned, so that the parent never
/// keeps a view alive, and where the view lies in the parent's state.
///
/// The parent and the link both hold the handle, and the link clears it first thing when it
/// goes away: unowned, not weak, since that clearing is what makes it safe.
@usableFromInline
final class ChildLinkHandle<Parent: TrackedState> {
  /// `nil` once the link started going away.
  @usableFromInline
  unowned var link: (any ChildLink<Parent>)?

  /// The position of the parent's declaration the view lies under (the array's, for a row).
  let position: Int

  /// For a row's view, the id of the row it follows.
  let rowID: RowID?

  init(position: Int, rowID: RowID?) {
    self.position = position
    self.rowID = rowID
  }
}
