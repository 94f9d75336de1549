/// The edits of one array property that one history step made.
@usableFromInline
final class ArrayRowSteps<State, Element: Equatable>: RowSteps<State> {
  /// The edits, in the order they were made.
  let operations: ContiguousArray<RowOperation<Element>>

  /// Creates the steps of the property `access` reads and writes.
  @usableFromInline
  init(access: ArrayRowsAccess<State, Element>, operations: ContiguousArray<RowOperation<Element>>)
  {
    self.operations = operations
    super.init(access: access)
  }

  override func apply(
    to state: inout State,
    forward: Bool,
    into changes: inout ContiguousArray<RowChange>
  ) {
    unsafeDowncast(access, to: ArrayRowsAccess<State, Element>.self)
      .applyOperations(&state, operations, forward, &changes)
  }

  override func appending(_ other: RowSteps<State>) -> RowSteps<State> {
    let other = unsafeDowncast(other, to: Self.self)
    return ArrayRowSteps(
      access: unsafeDowncast(access, to: ArrayRowsAccess<State, Element>.self),
      operations: operations + other.operations)
  }
}
