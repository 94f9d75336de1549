/// A change a view reported, on its way up to the parent that embeds it and back: everything
/// its record says but the snapshot.
///
/// The snapshot is taken from the parent's record when that record is delivered: both are the
/// root's state right after the same write. Until then, a held change holds no state.
@usableFromInline
struct ViewChange<State: TrackedState> {
  @usableFromInline
  let change: State.Change

  /// The record's position in the view's order.
  @usableFromInline
  let sequence: Int

  /// For an array declared row by row, which elements changed.
  @usableFromInline
  let rowChanges: RowChanges?

  /// For a row view, where its element was in the root's state at the time of the write.
  @usableFromInline
  let offset: Int

  @inlinable
  init(change: State.Change, sequence: Int, rowChanges: RowChanges?, offset: Int) {
    self.change = change
    self.sequence = sequence
    self.rowChanges = rowChanges
    self.offset = offset
  }
}
