/// Reads and writes one array property declared row by row.
@usableFromInline
final class ArrayRowsAccess<State, Element: Equatable>: RowsAccess {
  /// The property's offset in the state, when it is stored there.
  @usableFromInline
  let offset: Int?

  /// The identifier of an element, when the elements are `Identifiable`.
  @usableFromInline
  let identify: ((Element) -> RowID)?

  /// ``RowOperation/apply(_:to:forward:identify:into:)`` on the property of a state.
  @usableFromInline
  let applyOperations:
    (inout State, ContiguousArray<RowOperation<Element>>, Bool, inout ContiguousArray<RowChange>)
      -> Void

  /// Exchanges the property's values of two states.
  @usableFromInline
  let exchangeRows: (inout State, inout State) -> Void

  /// Empties the property of a state.
  @usableFromInline
  let emptyRows: (inout State) -> Void

  /// Creates the access to the property at `keyPath`.
  @inlinable
  init(_ keyPath: WritableKeyPath<State, [Element]>, identify: ((Element) -> RowID)?) {
    let offset = MemoryLayout<State>.offset(of: keyPath)
    self.offset = offset
    self.identify = identify
    func withRows<Result>(_ state: inout State, _ body: (inout [Element]) -> Result) -> Result {
      guard let offset else {
        return body(&state[keyPath: keyPath])
      }
      return ValueHandle.modifyField(at: offset, of: &state, as: [Element].self, body)
    }
    applyOperations = { state, operations, forward, changes in
      withRows(&state) { rows in
        RowOperation.apply(
          operations, to: &rows, forward: forward, identify: identify, into: &changes)
      }
    }
    emptyRows = { state in withRows(&state) { $0 = [] } }
    exchangeRows = { first, second in
      withRows(&first) { first in withRows(&second) { swap(&first, &$0) } }
    }
  }

  @usableFromInline
  func hollow(_ state: inout State) {
    emptyRows(&state)
  }

  @usableFromInline
  func swapRows(_ first: inout State, _ second: inout State) {
    exchangeRows(&first, &second)
  }

  @usableFromInline
  func copyRows(from source: State, into target: inout State) {
    var copy = source
    exchangeRows(&copy, &target)
  }

  @usableFromInline
  func difference(
    from before: ValueHandle<State>,
    to after: ValueHandle<State>,
    keepsSteps: Bool
  ) -> (changes: RowChanges, steps: (any RowSteps<State>)?) {
    guard let offset else {
      preconditionFailure("a declared collection is a stored property of the state")
    }
    let (changes, operations) = RowDifference.between(
      before.field(at: offset, as: [Element].self).pointee,
      after.field(at: offset, as: [Element].self).pointee,
      identify: identify, keepsOperations: keepsSteps)
    let steps = keepsSteps ? ArrayRowSteps(access: self, operations: operations) : nil
    return (RowChanges(changes), steps)
  }
}
