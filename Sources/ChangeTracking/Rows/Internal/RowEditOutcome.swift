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

  @inlinable
  init(
    result: Result,
    changes: ContiguousArray<RowChange>,
    operations: ContiguousArray<RowOperation<Element>>?
  ) {
    self.result = result
    self.changes = changes
    self.operations = operations
  }
}
