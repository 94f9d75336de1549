/// The edits of one array property that one history step made.
@usableFromInline
final class ArrayRowSteps<State, Element: Equatable>: RowSteps {
  /// The array property the edits were made to.
  @usableFromInline
  let access: ArrayRowsAccess<State, Element>

  /// The edits, in the order they were made.
  let operations: ContiguousArray<RowOperation<Element>>

  @usableFromInline
  init(access: ArrayRowsAccess<State, Element>, operations: ContiguousArray<RowOperation<Element>>)
  {
    self.access = access
    self.operations = operations
  }

  @usableFromInline
  var accessID: ObjectIdentifier { ObjectIdentifier(access) }

  @usableFromInline
  func apply(
    to state: inout State,
    forward: Bool,
    into changes: inout ContiguousArray<RowChange>
  ) {
    access.applyOperations(&state, operations, forward, &changes)
  }

  @usableFromInline
  func appending(_ other: any RowSteps<State>) -> any RowSteps<State> {
    guard let other = other as? Self else {
      preconditionFailure("the steps of one property have one element type")
    }
    return ArrayRowSteps(access: access, operations: operations + other.operations)
  }
}
