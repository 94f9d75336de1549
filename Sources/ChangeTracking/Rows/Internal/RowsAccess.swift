/// Reads and writes one collection property declared row by row, without knowing its element
/// type: what batches, undo and the history need of it.
///
/// Subclassed for each element type by ``ArrayRowsAccess``.
@usableFromInline
class RowsAccess<State> {
  /// Creates the access of one property, for a subclass.
  @usableFromInline
  init() {}

  /// Replaces the property's value in `state` with an empty collection.
  ///
  /// The history keeps its snapshots so: a snapshot that held the collection would share its
  /// storage with the state, and the next in-place edit would copy all of it.
  func hollow(_ state: inout State) {
    preconditionFailure("RowsAccess is abstract")
  }

  /// Exchanges the property's values of two states.
  @usableFromInline
  func swapRows(_ first: inout State, _ second: inout State) {
    preconditionFailure("RowsAccess is abstract")
  }

  /// Copies the property's value of `source` into `target`.
  func copyRows(from source: State, into target: inout State) {
    preconditionFailure("RowsAccess is abstract")
  }

  /// What changed in the property from `before` to `after`, which differ: the changes a record
  /// reports and, when `keepsSteps`, the steps that redo and undo them.
  ///
  /// Arrays of the same length whose elements keep their identity are reported as updates of
  /// the elements that differ; others by the shortest difference, removals then insertions.
  func difference(
    from before: UnsafePointer<State>,
    to after: UnsafePointer<State>,
    keepsSteps: Bool
  ) -> (changes: RowChanges, steps: RowSteps<State>?) {
    preconditionFailure("RowsAccess is abstract")
  }
}
