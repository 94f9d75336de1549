extension StateTracker {
  /// Edits the elements of an array property in place, and reports the property once, saying
  /// which elements changed.
  ///
  /// The closure gets a ``RowEditor``: appending, inserting, removing, moving or writing an
  /// element changes the state at once, where it is stored, without copying the state or the
  /// array while no kept record or history step shares them. When the closure returns, the
  /// property is reported once if anything changed; for a property declared with
  /// ``TrackedProperty/trackedRows(_:as:reporting:)-4lgq2``, the record's
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
  /// reported, and the error is rethrown. A write to the same array through the tracker while the closure runs is
  /// stored and reported on its own, before the edit.
  ///
  /// For an array not declared row by row, the edit works the same and reports the property as
  /// a `set` of the whole array would, without row changes.
  ///
  /// - Parameters:
  ///   - keyPath: The array property.
  ///   - body: A closure that edits the array.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws; the array is then unchanged.
  /// - Complexity: Each call of the editor costs what the same call costs on an array.
  @inlinable
  @discardableResult
  public func edit<Element: Equatable, Result, Failure: Error>(
    _ keyPath: WritableKeyPath<State, [Element]>,
    _ body: (inout RowEditor<State, Element>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let storedOffset = MemoryLayout<State>.offset(of: keyPath)
    let position =
      storedOffset.map {
        keyPaths.storedPosition(offset: $0, valueType: ObjectIdentifier([Element].self))
      } ?? self.position(of: keyPath)
    let access = rowsAccess(at: position, storedOffset: storedOffset, of: Element.self)
    // An array not declared row by row is compared as a `set` would compare it.
    let before = access == nil ? storage : nil
    var editor = RowEditor(
      tracker: self,
      keyPath: keyPath,
      storedOffset: storedOffset,
      identify: access?.identify,
      reportsEqualWrites: access != nil
        && (reportsEveryWrite || properties[position].reportsEveryWrite)
    )
    let result: Result
    do {
      result = try body(&editor)
    } catch {
      editor.revert()
      throw error
    }
    guard !editor.changes.isEmpty, !editor.cancelsOut() else {
      return result
    }
    if let access {
      finishEdit(at: position, access: access, editor.changes, editor.operations)
    } else {
      reportWrite(at: position, from: before.unsafelyUnwrapped)
    }
    return result
  }

  /// The access to the array declared row by row at `position`, or `nil` when the declaration
  /// there is not that array.
  @usableFromInline
  func rowsAccess<Element>(
    at position: Int,
    storedOffset: Int?,
    of _: Element.Type
  ) -> ArrayRowsAccess<State, Element>? {
    guard position >= 0, let storedOffset,
      let access = properties[position].declaration.rows as? ArrayRowsAccess<State, Element>,
      access.offset == storedOffset
    else {
      return nil
    }
    return access
  }

  /// Reports the edit of the array declared row by row at `position`.
  @usableFromInline
  func finishEdit<Element>(
    at position: Int,
    access: ArrayRowsAccess<State, Element>,
    _ changes: ContiguousArray<RowChange>,
    _ operations: ContiguousArray<RowOperation<Element>>
  ) {
    writeCount &+= 1
    guard let change = properties[position].change else {
      return
    }
    let steps = history == nil ? nil : ArrayRowSteps(access: access, operations: operations)
    reportRowEdit(change, rowChanges: RowChanges(changes), steps: steps)
  }
}
