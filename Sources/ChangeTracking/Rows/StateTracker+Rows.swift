extension StateTracker {
  /// Edits the elements of an array property in place, and reports the property once, saying
  /// which elements changed.
  ///
  /// The closure gets a ``RowEditor``, which changes the state where it is stored. When the
  /// closure returns, the property is reported once if anything changed; for a property declared
  /// with ``TrackedProperty/trackedRows(_:as:reporting:)-5o3kl``, the record's
  /// ``ChangeRecord/rowChanges`` says what each call did, and an undo step keeps only the
  /// elements it changed.
  ///
  /// ```swift
  /// tracker.edit(\.items) { $0[3].isDone.toggle() }
  /// try tracker.edit(\.items) { rows in
  ///   try rows.remove(at: 0)
  ///   rows.append(TodoItem(title: "Call Ada"))
  /// }
  /// ```
  ///
  /// Calls that, together, leave the array as it was (an element appended, then removed, or
  /// an element moved among equal ones) report nothing, unless the property reports every
  /// write. When the closure throws, every change it made is taken back, nothing is
  /// reported, and the error is rethrown.
  ///
  /// The closure has exclusive access to the state, as an `inout` argument has: it may read
  /// any tracker of the tree, but a write through one (a `set`, an `update`, an undo, a
  /// rollback, another edit) stops the program with a message that names the edit: make it after
  /// the closure returns, or through the editor. No record is delivered while the closure runs.
  /// A row's tracker whose row the closure removed, or whose id it changed, no longer finds its
  /// row until the closure returns: reading it then stops the program too.
  ///
  /// An array not declared row by row is reported as a `set` of the whole array would be,
  /// without row changes. An array reached through a computed property is edited as a copy,
  /// which replaces the array when the closure returns.
  ///
  /// - Parameters:
  ///   - keyPath: The array property.
  ///   - body: A closure that edits the array.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws; the calls it made are then taken back.
  /// - Complexity: Each call of the editor costs what the same call costs on an array.
  @inlinable
  @inline(__always)
  @discardableResult
  public func edit<Element: Equatable, Result, Failure: Error>(
    _ keyPath: WritableKeyPath<State, [Element]>,
    _ body: (inout RowEditor<State, Element>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let storedOffset = MemoryLayout<State>.offset(of: keyPath)
    return try edit(storedOffset == nil ? keyPath : nil, storedOffset: storedOffset, body)
  }

  /// Edits the array stored at `storedOffset` in the state, or, when that is `nil`, at
  /// `keyPath`.
  @inlinable
  func edit<Element: Equatable, Result, Failure: Error>(
    _ keyPath: WritableKeyPath<State, [Element]>?,
    storedOffset: Int?,
    _ body: (inout RowEditor<State, Element>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    guard let storedOffset else {
      guard let keyPath else {
        preconditionFailure("an array that is not stored in the state is edited by key path")
      }
      let position = self.position(of: keyPath)
      return try editCopy(storage[keyPath: keyPath], position: position, body) { rows in
        let before = storage
        storage[keyPath: keyPath] = rows
        reportWrite(at: position, from: before)
      }
    }
    let position = keyPaths.storedPosition(
      offset: storedOffset, valueType: ObjectIdentifier([Element].self))
    guard acceptsWrites else {
      // A view whose path does not resolve: nothing is stored.
      let rows = stateAddress.field(at: storedOffset, as: [Element].self).pointee
      return try editCopy(rows, position: position, body) { _ in }
    }
    let access = unretainedRowsAccess(at: position, storedOffset: storedOffset, of: Element.self)?
      .takeUnretainedValue()
    // Kept for an array not declared row by row, compared as by a `set`, and for a view that
    // passes on its state before the write.
    let before = access == nil || !writesInPlace ? storage : nil
    // The box is the root's own from here on: nothing shares it while the closure has
    // exclusive access.
    beginExclusiveAccess(.edit(position: position))
    return try performEdit(
      writableStateAddress().field(at: storedOffset, as: [Element].self),
      position: position, identify: access?.identify, body
    ) { changes, operations in
      guard let access else {
        return reportWrite(at: position, from: before!)
      }
      core.countWrite()
      guard let change = properties[position].change else {
        return
      }
      let steps: (any RowSteps<State>)? =
        history == nil ? nil : operations.map { ArrayRowSteps(access: access, operations: $0) }
      let viewsBefore = operations.flatMap {
        rowViewsBefore(ofEdit: $0, at: position, access: access)
      }
      reportRowEdit(
        change, rowChanges: RowChanges(contiguous: changes), steps: steps,
        viewsBefore: viewsBefore, before: before)
    }
  }

  /// Edits a copy of an array, without row changes, and gives it to `store` when the edit
  /// changed it.
  @inlinable
  func editCopy<Element: Equatable, Result, Failure: Error>(
    _ rows: [Element],
    position: Int,
    _ body: (inout RowEditor<State, Element>) throws(Failure) -> Result,
    store: ([Element]) -> Void
  ) throws(Failure) -> Result {
    var rows = rows
    beginExclusiveAccess(.edit(position: position))
    return try ValueHandle.withTemporary(&rows) { (rows) throws(Failure) in
      try performEdit(rows, position: position, identify: nil, body) { _, _ in store(rows.pointee) }
    }
  }

  /// Runs `body` with an editor of the array at `rows` and ends the exclusive access the caller
  /// began, then calls `report` with what to report, unless the calls changed nothing or
  /// cancel out; takes back what `body` did when it throws.
  @inlinable
  func performEdit<Element: Equatable, Result, Failure: Error>(
    _ rows: ValueHandle<[Element]>,
    position: Int,
    identify: ((Element) -> RowID)?,
    _ body: (inout RowEditor<State, Element>) throws(Failure) -> Result,
    report: (ContiguousArray<RowChange>, ContiguousArray<RowOperation<Element>>?) -> Void
  ) throws(Failure) -> Result {
    var editor = RowEditor<State, Element>(
      rows: rows, identify: identify, reportsEqualWrites: reportsEqualWrites(at: position),
      changes: core.lendRowChangeBuffer())
    let result: Result
    do {
      defer { endExclusiveAccess() }
      result = try body(&editor)
    } catch {
      editor.revert()
      core.recycleRowChangeBuffer(&editor.changes)
      throw error
    }
    var changes = ContiguousArray<RowChange>()
    swap(&changes, &editor.changes)
    if editor.cancelsOut() {
      changes.removeAll()
    }
    if !changes.isEmpty {
      let operations =
        history == nil && !touchesRowViews(at: position, changes) ? nil : editor.operations()
      report(changes, operations)
    }
    core.recycleRowChangeBuffer(&changes)
    // The elements the edit replaced or removed go once it is reported: a `deinit` of theirs
    // that writes to the tracker makes a write recorded after the edit.
    _ = consume editor
    return result
  }

  /// The access to the array declared row by row at `position`, or `nil` when the declaration
  /// there is not that array; not retained, as the declaration keeps it for the tracker's life.
  @inlinable
  @inline(__always)
  func unretainedRowsAccess<Element>(
    at position: Int,
    storedOffset: Int?,
    of _: Element.Type
  ) -> Unmanaged<ArrayRowsAccess<State, Element>>? {
    guard position >= 0, let storedOffset, let rows = properties[position].declaration.rows else {
      return nil
    }
    // The index gave this position for the offset and the type `[Element]`, so the access there
    // has that element type (checked in debug builds).
    let access = Unretained.downcast(rows, to: ArrayRowsAccess<State, Element>.self)
    return access.offset == storedOffset ? .passUnretained(access) : nil
  }

  /// Whether an edit of the array at `position` that made `changes` may touch a row that a view
  /// follows: it inserted or removed such a row, or updated a row, whose id it may have changed.
  /// A move leaves its row as it was.
  @inlinable
  func touchesRowViews(at position: Int, _ changes: ContiguousArray<RowChange>) -> Bool {
    guard views.hasViews(at: position) else {
      return false
    }
    let followed = views.rowViewCounts
    return changes.contains { change in
      switch change {
      case .updated: true
      case .inserted(_, let id), .removed(_, let id): id.map { followed[$0] != nil } ?? true
      case .moved: false
      }
    }
  }

  /// What the views of rows that an edit of the array at `position` touched must know of it, or
  /// `nil` when the edit touched no viewed row. It touched the rows it inserted, removed or
  /// replaced (both ids of an element whose id changed); a move leaves its row as it was.
  @inlinable
  func rowViewsBefore<Element>(
    ofEdit operations: ContiguousArray<RowOperation<Element>>,
    at position: Int,
    access: ArrayRowsAccess<State, Element>
  ) -> StateBefore<State>? {
    guard views.hasViews(at: position) else {
      return nil
    }
    var ids: [RowID]?
    if let identify = access.identify {
      var touched: [RowID] = []
      for operation in operations {
        switch operation {
        case .insert(_, let element), .remove(_, let element):
          touched.append(identify(element))
        case .update(_, let old, let new):
          touched.append(identify(old))
          touched.append(identify(new))
        case .move:
          continue
        }
      }
      ids = touched
    }
    guard views.hasRowViews(at: position, ids: ids) else {
      return nil
    }
    return .rows(position: position, operations: operations, ids: ids)
  }

  /// Whether a write of the property declared at `position` (of no declaration, when negative)
  /// that leaves it equal is reported.
  @inlinable
  func reportsEqualWrites(at position: Int) -> Bool {
    reportsEveryWrite || (position >= 0 && properties[position].reportsEveryWrite)
  }
}
