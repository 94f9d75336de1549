extension StateTracker {
  /// Groups the writes made in a closure into one undo step, while each one is still reported as
  /// it happens.
  ///
  /// Inside the closure, write through the tracker as usual: each `set` and `update` is stored
  /// and reported at once, so observers see every change, in order. When the closure returns, the
  /// writes that reported a change become a single step that one ``undo()`` reverses; when none
  /// reported anything, no step is recorded. Transactions nest: only the outermost records a
  /// step.
  ///
  /// ```swift
  /// tracker.transaction {
  ///   tracker.set(\.title, to: "Groceries")
  ///   tracker.update { $0.items.append("Milk") }
  /// }
  /// tracker.undo()  // reverses both writes; reports .title and .items
  /// ```
  ///
  /// When the closure throws, the state the transaction started from is restored, every property
  /// that differs is reported (observers saw the writes, so they see them undone), no step is
  /// recorded, and the error is rethrown. While a transaction is open, ``undo()`` and ``redo()``
  /// do nothing and ``rollback(to:)`` throws ``HistoryError/transactionInProgress``. With history
  /// off, a transaction still restores its starting state when it throws.
  ///
  /// On a scoped tracker, a transaction is a transaction of the root tracker (the one that is
  /// no scope): the writes made in the closure, through any tracker of the tree, are one step
  /// of the root's history, and when the closure throws, the root's state at the start is
  /// restored, the child's part included, and every property that differs is reported.
  ///
  /// - Parameter body: A closure that writes through the tracker.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws, after the state was restored.
  /// - Complexity: O(1) beyond the writes themselves; O(*p*) for *p* declared properties when
  ///   the closure throws.
  @discardableResult
  public func transaction<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    if let view {
      return try view.up.transaction(body)
    }
    let start = storage
    // What an enclosing transaction had pending, which this one's failure leaves as it was.
    let pendingRows = history?.pendingRows
    let hadStepsBefore = history?.cursor.transactionHasSteps ?? false
    history?.cursor.beginTransaction()
    let result: Result
    do {
      result = try body()
    } catch {
      // Restoring the start is a write: it may not overlap an edit, a batch or a comparison.
      checkExclusiveAccess("the restore of a transaction that threw")
      let end = history?.cursor.endTransaction(succeeded: false, hadStepsBefore: hadStepsBefore)
      history?.restorePendingRows(pendingRows ?? [])
      restore(start)
      perform(end)
      throw error
    }
    perform(history?.cursor.endTransaction(succeeded: true))
    return result
  }

  /// Does what the history's cursor asks for when a transaction ends.
  private func perform(_ end: HistoryCursor.TransactionEnd?) {
    guard let history, let end else {
      return
    }
    switch end {
    case .nothing:
      break
    case .record(let slot):
      history.store(copyOf: stateAddress, at: slot)
    case .clear:
      history.clear(at: storage)
    }
  }
}
