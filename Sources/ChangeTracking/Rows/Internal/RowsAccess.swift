/// Reads and writes one collection property declared row by row, without knowing its element
/// type: what batches, undo and the history need of it.
///
/// ``ArrayRowsAccess`` conforms for each element type. An object, so that the history and the
/// records of an undo tell the properties apart by identity.
@usableFromInline
protocol RowsAccess<State>: AnyObject {
  /// The state that holds the property.
  associatedtype State

  /// Replaces the property's value in `state` with an empty collection, as the history stores
  /// its snapshots: a snapshot that held the collection would share its storage with the state,
  /// and the next in-place edit would copy all of it.
  func hollow(_ state: inout State)

  /// Exchanges the property's values of two states.
  func swapRows(_ first: inout State, _ second: inout State)

  /// Copies the property's value of `source` into `target`.
  func copyRows(from source: State, into target: inout State)

  /// What changed in the property from `before` to `after`, which differ (see
  /// ``RowDifference``): the changes a record reports and, when `keepsSteps`, the steps that redo
  /// and undo them.
  func difference(
    from before: ValueHandle<State>,
    to after: ValueHandle<State>,
    keepsSteps: Bool
  ) -> (changes: RowChanges, steps: (any RowSteps<State>)?)
}
