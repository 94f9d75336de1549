/// A tracker's hold on one of its views: the view's link, weakly, so that the parent never keeps
/// a view alive.
///
/// The parent holds the handle and the link holds it too; a parent reads it only when it brings
/// its views in step or counts them, never on a write through the view.
@usableFromInline
final class ChildLinkHandle<Parent: TrackedState> {
  /// The link; `nil` once it was deinitialized.
  @usableFromInline
  weak var link: (any ChildLink<Parent>)?

  @usableFromInline
  init() {}
}
