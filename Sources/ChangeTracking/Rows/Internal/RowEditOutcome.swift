/// What an edit's closure returned, and what the edit did, for its report.
@usableFromInline
struct RowEditOutcome<Result, Element> {
  /// What the closure returned.
  @usableFromInline
  let result: Result

  /// The changes the record reports; empty when the edit changed nothing.
  @usableFromInline
  var changes: ContiguousArray<RowChange>

  /// The operations an undo step keeps, when history is on.
  @usableFromInline
  let operations: ContiguousArray<RowOperation<Element>>?

  /// What the editor kept of the elements the edit replaced or removed, held until the edit is
  /// reported: a `deinit` of theirs that writes to the tracker then makes a write recorded after
  /// the edit.
  @usableFromInline
  let replaced: (settled: ContiguousArray<RowOperation<Element>>, pending: Element?)

  @inlinable
  init(
    result: Result,
    changes: ContiguousArray<RowChange>,
    operations: ContiguousArray<RowOperation<Element>>?,
    replaced: (settled: ContiguousArray<RowOperation<Element>>, pending: Element?)
  ) {
    self.result = result
    self.changes = changes
    self.operations = operations
    self.replaced = replaced
  }
}
