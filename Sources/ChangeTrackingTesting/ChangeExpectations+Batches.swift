public import ChangeTracking

extension ChangeExpectations {
  /// Asserts that the next records, already reported, are one batch's: its changes in the
  /// order the batch reports them, and one state after it, the expected state changed by
  /// `update`.
  ///
  /// An `update` that changes several properties reports one record per property, in the order
  /// of `trackedProperties`, each with the batch's final snapshot. This step reads as the batch
  /// it asserts. (A `transaction`'s writes are reported one by one, each with its own snapshot:
  /// assert them step by step.)
  ///
  /// ```swift
  /// viewModel.load(user)  // one `update` that sets the name and the items
  /// changes.expectBatch([.displayName, .items]) { state in
  ///   state.displayName = "Ada"
  ///   state.items = [.wifi, .bluetooth]
  /// }
  /// ```
  ///
  /// It fails when the records are not one batch's (their snapshots differ: they were reported
  /// by separate writes), when they come in another order than `changes` (with the order to
  /// write), and as ``expect(_:_:fileID:filePath:line:column:_:)`` does when a change or the
  /// state is not the one expected.
  ///
  /// - Parameters:
  ///   - changes: The changes of the batch, in the order of `trackedProperties`.
  ///   - fileID: The file of the call, for the failure.
  ///   - filePath: The file of the call, for the failure.
  ///   - line: The line of the call, for the failure.
  ///   - column: The column of the call, for the failure.
  ///   - update: Changes a copy of the expected state into the state expected after the batch.
  public func expectBatch(
    _ changes: [State.Change],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ update: (inout State) -> Void = { _ in }
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard !changes.isEmpty else {
      return FailureReporter.fail(Self.noChangeMessage("expectBatch"), at: site)
    }
    step(changes, asBatch: true, waitedFor: nil, at: site, update)
  }

  /// Waits for the records of a batch made by work still running, then asserts them as
  /// ``expectBatch(_:fileID:filePath:line:column:_:)`` does.
  ///
  /// ```swift
  /// viewModel.load()  // a `Task` that ends with one `update`
  /// await changes.receiveBatch([.displayName, .items]) { state in
  ///   state.displayName = "Ada"
  ///   state.items = [.wifi, .bluetooth]
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - changes: The changes of the batch, in the order of `trackedProperties`.
  ///   - timeout: How long to wait for the records at most.
  ///   - fileID: The file of the call, for the failure.
  ///   - filePath: The file of the call, for the failure.
  ///   - line: The line of the call, for the failure.
  ///   - column: The column of the call, for the failure.
  ///   - update: Changes a copy of the expected state into the state expected after the batch.
  public func receiveBatch(
    _ changes: [State.Change],
    timeout: Duration = .seconds(5),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ update: (inout State) -> Void = { _ in }
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard !changes.isEmpty else {
      return FailureReporter.fail(Self.noChangeMessage("receiveBatch"), at: site)
    }
    await receive(changes, asBatch: true, timeout: timeout, at: site, update)
  }

  /// The failure of a batch step that names no change.
  private static func noChangeMessage(_ step: String) -> String {
    "\(step) was given no change: name the batch's changes, in the order of trackedProperties"
  }
}
