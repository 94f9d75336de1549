/// Reads and writes one array property declared row by row.
@usableFromInline
final class ArrayRowsAccess<State, Element: Equatable>: RowsAccess<State> {
  /// The property.
  let keyPath: WritableKeyPath<State, [Element]>

  /// The property's offset in the state, when it is stored there.
  let offset: Int?

  /// The identifier of an element, when the elements are `Identifiable`.
  @usableFromInline
  let identify: ((Element) -> RowID)?

  /// Creates the access to the property at `keyPath`.
  init(_ keyPath: WritableKeyPath<State, [Element]>, identify: ((Element) -> RowID)?) {
    self.keyPath = keyPath
    self.offset = MemoryLayout<State>.offset(of: keyPath)
    self.identify = identify
  }

  /// Calls `body` with the property of `state`, in place.
  func modify<Result>(_ state: inout State, _ body: (inout [Element]) -> Result) -> Result {
    guard let offset else {
      return body(&state[keyPath: keyPath])
    }
    return withUnsafeMutablePointer(to: &state) {
      body(&(UnsafeMutableRawPointer($0) + offset).assumingMemoryBound(to: [Element].self).pointee)
    }
  }

  /// The property of the state at `state`, read in place.
  func rows(in state: UnsafePointer<State>) -> UnsafePointer<[Element]> {
    guard let offset else {
      preconditionFailure("a declared collection is a stored property of the state")
    }
    return (UnsafeRawPointer(state) + offset).assumingMemoryBound(to: [Element].self)
  }

  override func hollow(_ state: inout State) {
    modify(&state) { $0 = [] }
  }

  override func swapRows(_ first: inout State, _ second: inout State) {
    var rows: [Element] = []
    modify(&first) { swap(&rows, &$0) }
    modify(&second) { swap(&rows, &$0) }
    modify(&first) { swap(&rows, &$0) }
  }

  override func copyRows(from source: State, into target: inout State) {
    let rows = source[keyPath: keyPath]
    modify(&target) { $0 = rows }
  }

  override func difference(
    from before: UnsafePointer<State>,
    to after: UnsafePointer<State>,
    keepsSteps: Bool
  ) -> (changes: RowChanges, steps: RowSteps<State>?) {
    let (changes, operations) = RowDifference.between(
      rows(in: before).pointee, rows(in: after).pointee, identify: identify,
      keepsOperations: keepsSteps)
    let steps = keepsSteps ? ArrayRowSteps(access: self, operations: operations) : nil
    return (RowChanges(changes), steps)
  }
}
