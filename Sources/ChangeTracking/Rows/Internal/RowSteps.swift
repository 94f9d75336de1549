/// The edits of one collection property that one history step made, kept so that undo and redo
/// restore them without a copy of the collection.
///
/// Subclassed for each element type by ``ArrayRowSteps``.
@usableFromInline
class RowSteps<State> {
  /// The collection property the edits were made to.
  @usableFromInline
  let access: RowsAccess<State>

  /// Creates the steps of the property `access` reads and writes.
  init(access: RowsAccess<State>) {
    self.access = access
  }

  /// Applies the edits to the property in `state`, in order, or undoes them in reverse order.
  ///
  /// - Parameters:
  ///   - state: The state whose property the edits (or, to undo them, their result) found.
  ///   - forward: Whether to apply the edits or undo them.
  ///   - changes: Where the changes a record reports are appended, in the order applied.
  @usableFromInline
  func apply(
    to state: inout State,
    forward: Bool,
    into changes: inout ContiguousArray<RowChange>
  ) {
    preconditionFailure("RowSteps is abstract")
  }

  /// The steps of both, this one's first, for the same property.
  func appending(_ other: RowSteps<State>) -> RowSteps<State> {
    preconditionFailure("RowSteps is abstract")
  }
}
