/// The edits of one array property that one history step made.
final class ArrayRowSteps<State, Element: Equatable>: RowSteps<State> {
  /// The edits, in the order they were made.
  let operations: ContiguousArray<RowOperation<Element>>

  /// Creates the steps of the property `access` reads and writes.
  init(access: ArrayRowsAccess<State, Element>, operations: ContiguousArray<RowOperation<Element>>)
  {
    self.operations = operations
    super.init(access: access)
  }

  override func apply(to state: inout State, forward: Bool) -> ContiguousArray<RowChange> {
    let access = unsafeDowncast(self.access, to: ArrayRowsAccess<State, Element>.self)
    var changes = ContiguousArray<RowChange>()
    changes.reserveCapacity(operations.count)
    access.modify(&state) { rows in
      if forward {
        for operation in operations {
          changes.append(operation.apply(to: &rows, forward: true, identify: access.identify))
        }
      } else {
        for operation in operations.reversed() {
          changes.append(operation.apply(to: &rows, forward: false, identify: access.identify))
        }
      }
      if RowOperation.cancelOut(operations, appliedForward: forward, leaving: rows) {
        changes = []
      }
    }
    return changes
  }

  override func appending(_ other: RowSteps<State>) -> RowSteps<State> {
    let other = unsafeDowncast(other, to: Self.self)
    return ArrayRowSteps(
      access: unsafeDowncast(access, to: ArrayRowsAccess<State, Element>.self),
      operations: operations + other.operations)
  }
}
