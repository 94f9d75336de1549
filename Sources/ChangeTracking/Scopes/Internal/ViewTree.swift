/// What every tracker of one tree shares: the root and its views.
@usableFromInline
final class ViewTree {
  /// The number of views whose parent has another live view over the same path.
  ///
  /// While it is not 0, a write through a view keeps the view's state as it was before the
  /// write, so that the other view can be told what changed: the write itself is made in
  /// place, and leaves no other trace of what it replaced.
  @usableFromInline
  @exclusivity(unchecked)
  var twinCount = 0

  @usableFromInline
  init() {}
}
