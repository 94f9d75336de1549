/// A tracker's hold on one of its views: the view's link, unretained, until the link goes away
/// and clears it.
///
/// The parent holds the handle and the link holds it too, so that the parent never keeps a
/// view alive and never needs a weak reference to it, which would slow every retain and release
/// of the link.
@usableFromInline
final class ChildLinkHandle<Parent: TrackedState> {
  /// The link; `nil` once it was deinitialized.
  ///
  /// Unchecked: read and written only in the parent's isolation.
  @usableFromInline
  @exclusivity(unchecked)
  weak var link: (any ChildLink<Parent>)?

  @usableFromInline
  init() {}
}
