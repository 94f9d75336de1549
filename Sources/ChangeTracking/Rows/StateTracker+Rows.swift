extension StateTracker {
  /// Edits the elements of an array property in place, and reports the property once, saying
  /// which elements changed.
  ///
  /// The closure gets a ``RowEditor``: appending, inserting, removing, moving or writing an
  /// element changes the state at once, where it is stored, without copying the state or the
  /// array while no kept record or history step shares them. When the closure returns, the
  /// property is reported once if anything changed; for a property declared with
  /// ``TrackedProperty/trackedRows(_:as:reporting:)-5o3kl``, the record's
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
  /// Calls that, together, leave the array as it was (an element appended, then removed)
  /// report nothing. When the closure throws, every change it made is taken back, nothing is
  /// reported, and the error is rethrown.
  ///
  /// A write through the tracker while the closure runs (a `set` or an `update`, an undo, a
  /// rollback, another edit) first reports what the edit did so far, as a record and an undo
  /// step of its own; the write follows, and the edit goes on from there and reports the rest
  /// when it ends. Records and undo steps thus follow the order of the writes. Writing the
  /// tracker while an element is being written in place through the subscript (from inside a
  /// mutating method of the element) is an overlapping access: for an array declared row by row
  /// it stops the program, as overlapping accesses do in Swift; for another array, a record
  /// made by that write may show the element half written. ``RowEditor/update(at:_:)`` works on
  /// a copy, and is the call for a closure that writes the tracker.
  ///
  /// An array not declared row by row is reported as a `set` of the whole array would be,
  /// without row changes; a write of it from inside the closure stands, and the calls before
  /// it are that write's (the closure throwing afterwards does not take them back). An array
  /// reached through a computed property is edited as a copy, which replaces the array when the
  /// closure returns.
  ///
  /// - Parameters:
  ///   - keyPath: The array property.
  ///   - body: A closure that edits the array.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws; the calls it made are then taken back, but for those a write
  ///   through the tracker from inside `body` already reported.
  /// - Complexity: Each call of the editor costs what the same call costs on an array.
  @inlinable
  @inline(__always)
  @discardableResult
  public func edit<Element: Equatable, Result, Failure: Error>(
    _ keyPath: WritableKeyPath<State, [Element]>,
    _ body: (inout RowEditor<State, Element>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    // Inlined, so that the offset of a key path literal is a constant: the key path object is
    // never read.
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
    settleOpenEdit()
    let position =
      storedOffset.map {
        keyPaths.storedPosition(offset: $0, valueType: ObjectIdentifier([Element].self))
      } ?? self.position(of: keyPath.unsafelyUnwrapped)
    guard let storedOffset else {
      return try editCopy(keyPath.unsafelyUnwrapped, position: position, body)
    }
    let reportsEqualWrites = reportsEqualWrites(at: position)
    let access = rowsAccess(at: position, storedOffset: storedOffset, of: Element.self)
    // An array not declared row by row is compared as a `set` would compare it.
    let before = access == nil ? storage : nil
    var outcome = try performEdit(
      at: storedOffset, detached: nil, position: position, access: access,
      reportsEqualWrites: reportsEqualWrites, body)
    if !outcome.changes.isEmpty {
      if let access {
        finishEdit(at: position, access: access, outcome.changes, outcome.operations)
      } else if !outcome.isSuperseded {
        // (A write after the latest call reported the array already.)
        reportWrite(at: position, from: before.unsafelyUnwrapped)
      }
    }
    recycleRowChangeBuffer(&outcome.changes)
    return outcome.result
  }

  /// Edits a copy of an array reached through a computed property, and stores it when `body`
  /// returns, reported as a `set` of the whole array would be.
  ///
  /// The state keeps the array as it was while `body` runs, so that a write through the tracker
  /// from inside `body` is reported with it; the copy replaces what such a write stored in the
  /// array.
  @inlinable
  func editCopy<Element: Equatable, Result, Failure: Error>(
    _ keyPath: WritableKeyPath<State, [Element]>,
    position: Int,
    _ body: (inout RowEditor<State, Element>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    var rows = storage[keyPath: keyPath]
    let reportsEqualWrites = reportsEqualWrites(at: position)
    var outcome = try withUnsafeMutablePointer(to: &rows) { (rows) throws(Failure) in
      try performEdit(
        at: 0, detached: rows, position: position, access: nil,
        reportsEqualWrites: reportsEqualWrites, body)
    }
    if !outcome.changes.isEmpty {
      let before = storage
      storage[keyPath: keyPath] = rows
      reportWrite(at: position, from: before)
    }
    recycleRowChangeBuffer(&outcome.changes)
    return outcome.result
  }

  /// Runs `body` with an editor of the array at `storedOffset` in the state, or at `detached`;
  /// takes back what it did when it throws.
  ///
  /// - Returns: What `body` returned, and the changes and operations to report, none when the
  ///   calls cancel out.
  @inlinable
  func performEdit<Element: Equatable, Result, Failure: Error>(
    at storedOffset: Int,
    detached: UnsafeMutablePointer<[Element]>?,
    position: Int,
    access: ArrayRowsAccess<State, Element>?,
    reportsEqualWrites: Bool,
    _ body: (inout RowEditor<State, Element>) throws(Failure) -> Result
  ) throws(Failure) -> RowEditOutcome<Result, Element> {
    var editor = RowEditor<State, Element>(
      tracker: self, storedOffset: storedOffset, detached: detached, position: position,
      identify: access?.identify, reportsEqualWrites: reportsEqualWrites)
    let result: Result
    do {
      guard access != nil else {
        result = try body(&editor)
        return finishPerforming(&editor, result: result)
      }
      // While the closure runs, a write through the tracker (or through a parent, for a
      // scoped tracker) that may replace the array first reports what the edit did so far (see
      // `settleOpenEdit()`).
      result = try withUnsafeMutablePointer(to: &editor) { (editor) throws(Failure) in
        // Captures nothing, so that it costs no allocation: the editor says the rest.
        try withOpenEdit(
          UnsafeMutableRawPointer(editor),
          { editor in
            let editor = editor.assumingMemoryBound(to: RowEditor<State, Element>.self)
            editor.pointee.tracker.reportOpenEdit(
              editor, at: editor.pointee.position,
              access: unsafeDowncast(
                editor.pointee.tracker.properties[editor.pointee.position].declaration.rows
                  .unsafelyUnwrapped, to: ArrayRowsAccess<State, Element>.self))
          }
        ) { () throws(Failure) in
          try body(&editor.pointee)
        }
      }
    } catch {
      editor.revert()
      recycleRowChangeBuffer(&editor.changes)
      throw error
    }
    return finishPerforming(&editor, result: result)
  }

  /// What an edit whose closure returned `result` reports.
  @inlinable
  func finishPerforming<Element: Equatable, Result>(
    _ editor: inout RowEditor<State, Element>,
    result: Result
  ) -> RowEditOutcome<Result, Element> {
    var changes = ContiguousArray<RowChange>()
    swap(&changes, &editor.changes)
    if editor.cancelsOut() {
      changes.removeAll()
    }
    return RowEditOutcome(
      result: result, changes: changes,
      operations: history == nil || changes.isEmpty ? nil : editor.operations(),
      isSuperseded: editor.isSuperseded)
  }

  /// The access to the array declared row by row at `position`, or `nil` when the declaration
  /// there is not that array.
  @inlinable
  func rowsAccess<Element>(
    at position: Int,
    storedOffset: Int?,
    of _: Element.Type
  ) -> ArrayRowsAccess<State, Element>? {
    guard position >= 0, let storedOffset, let rows = properties[position].declaration.rows else {
      return nil
    }
    // The index gave this position for the offset and the value type `[Element]`: the
    // declaration there declared that array row by row, with an access of the same element
    // type.
    let access = unsafeDowncast(rows, to: ArrayRowsAccess<State, Element>.self)
    return access.offset == storedOffset ? access : nil
  }

  /// Reports the edit of the array declared row by row at `position`.
  @inlinable
  func finishEdit<Element>(
    at position: Int,
    access: ArrayRowsAccess<State, Element>,
    _ changes: ContiguousArray<RowChange>,
    _ operations: ContiguousArray<RowOperation<Element>>?
  ) {
    writeCount &+= 1
    guard let change = properties[position].change else {
      return
    }
    let steps = operations.map { ArrayRowSteps(access: access, operations: $0) }
    reportRowEdit(change, rowChanges: RowChanges(contiguous: changes), steps: steps)
  }

  /// The buffer an edit notes its changes in: the one the last edit gave back, empty, or a new
  /// one when an edit is already using it.
  @inlinable
  func lendRowChangeBuffer() -> ContiguousArray<RowChange> {
    var buffer = ContiguousArray<RowChange>()
    swap(&buffer, &rowChangeBuffer)
    return buffer
  }

  /// Takes back the buffer an edit noted its changes in, emptied: without allocating when the
  /// record that shared it is gone, as it is when no observer kept it.
  @inlinable
  func recycleRowChangeBuffer(_ buffer: inout ContiguousArray<RowChange>) {
    // A large buffer is let go; a shared one would be copied empty, which is no saving.
    guard buffer.capacity <= 16 else {
      return
    }
    if buffer.count == 1 {
      // The common case, one change: cheaper than emptying a range.
      buffer.removeLast()
    } else {
      buffer.removeAll(keepingCapacity: true)
    }
    swap(&buffer, &rowChangeBuffer)
  }

  /// Reports what the open edit did so far, before a write through the tracker that may replace
  /// the array it edits; the edit goes on from there, and reports the rest when it ends.
  @usableFromInline
  func reportOpenEdit<Element: Equatable>(
    _ editor: UnsafeMutablePointer<RowEditor<State, Element>>,
    at position: Int,
    access: ArrayRowsAccess<State, Element>
  ) {
    precondition(
      !editor.pointee.isYieldingElement,
      "Overlapping accesses: an element of an array is being written through an edit, and the "
        + "same tracker was written meanwhile. Finish the element's write first.")
    let outcome = finishPerforming(&editor.pointee, result: ())
    editor.pointee.startOver()
    // The report may deliver records whose observers write: nothing is left to report.
    let open = openEdit
    openEdit = nil
    defer { openEdit = open }
    if !outcome.changes.isEmpty {
      finishEdit(at: position, access: access, outcome.changes, outcome.operations)
    }
  }

  /// Runs `body` with `edit` as the open edit of this tracker and of its parents, if it is a
  /// scoped tracker, and `reports` as the way to report it.
  @inlinable
  func withOpenEdit<Result, Failure: Error>(
    _ edit: UnsafeMutableRawPointer,
    _ reports: @escaping (UnsafeMutableRawPointer) -> Void,
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let outer = (openEdit, reportsOpenEdit)
    defer { (openEdit, reportsOpenEdit) = outer }
    openEdit = edit
    reportsOpenEdit = reports
    guard let host else {
      return try body()
    }
    return try host.sharingOpenEdit(edit, reports, body)
  }

  /// Whether a write of the property declared at `position` (of no declaration, when negative)
  /// that leaves it equal is reported.
  @inlinable
  func reportsEqualWrites(at position: Int) -> Bool {
    reportsEveryWrite || (position >= 0 && properties[position].reportsEveryWrite)
  }

  /// ``settleOpenEdit()``, not inlined: for `set`, whose size decides whether it is inlined.
  @usableFromInline
  @inline(never)
  func settleOpenEditOutOfLine() {
    settleOpenEdit()
  }

  /// Before a write that may replace an array an edit is editing, reports what that edit did so
  /// far: records and history steps then follow the order of the writes.
  @inlinable
  @inline(__always)
  func settleOpenEdit() {
    if let openEdit {
      reportsOpenEdit.unsafelyUnwrapped(openEdit)
    }
  }
}
