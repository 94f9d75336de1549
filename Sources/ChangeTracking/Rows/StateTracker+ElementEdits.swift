extension StateTracker {
  /// Edits one element of an array property, and reports the property once, saying which
  /// element changed.
  ///
  /// The shortest path for the most common write to a list, a row's view model changing its
  /// element: no editor is made, and nothing is copied but the element.
  ///
  /// ```swift
  /// try tracker.edit(\.items, at: 3) { $0.isDone.toggle() }
  /// ```
  ///
  /// `body` changes a copy of the element, which is then stored in its place. The write is
  /// reported as ``edit(_:_:)`` reports ``RowEditor/update(at:_:)``: not at all when the element
  /// is left equal (unless the property reports every write), else once, with the element
  /// updated as the record's ``ChangeRecord/rowChanges`` and, with history on, an undo step
  /// that keeps only the element before and after.
  ///
  /// A write through the tracker from inside `body` is reported first; the element is then
  /// stored at `offset` in the array as that write left it.
  ///
  /// - Parameters:
  ///   - keyPath: The array property.
  ///   - offset: The offset of the element.
  ///   - body: A closure that changes the element.
  /// - Returns: What `body` returns.
  /// - Throws: ``RowEditError/offsetOutOfRange(offset:count:)`` when `offset` is not an offset
  ///   of the array, before `body` runs, or after it when a write from inside `body` shortened
  ///   the array: the array is then unchanged.
  /// - Complexity: O(1), whatever the array's length.
  @inlinable
  @inline(__always)
  @discardableResult
  public func edit<Element: Equatable, Result>(
    _ keyPath: WritableKeyPath<State, [Element]>,
    at offset: Int,
    _ body: (inout Element) -> Result
  ) throws(RowEditError) -> Result {
    // Inlined, so that the offset of a key path literal is a constant.
    guard let storedOffset = MemoryLayout<State>.offset(of: keyPath) else {
      return try edit(keyPath) { (rows) throws(RowEditError) in try rows.update(at: offset, body) }
    }
    return try editElement(storedOffset: storedOffset, at: offset, body)
  }

  /// Edits the element at `offset` of the array stored at `storedOffset` in the state.
  @inlinable
  func editElement<Element: Equatable, Result>(
    storedOffset: Int,
    at offset: Int,
    _ body: (inout Element) -> Result
  ) throws(RowEditError) -> Result {
    settleOpenEdit()
    let position = keyPaths.storedPosition(
      offset: storedOffset, valueType: ObjectIdentifier([Element].self))
    guard let access = rowsAccess(at: position, storedOffset: storedOffset, of: Element.self)
    else {
      // Not declared row by row: the editor compares and reports the array as a `set` would.
      return try edit(nil, storedOffset: storedOffset) { (rows) throws(RowEditError) in
        try rows.update(at: offset, body)
      }
    }
    let old = try element(at: offset, storedOffset: storedOffset, of: Element.self)
    var element = old
    let writesBefore = writeCount
    let result = body(&element)
    guard writeCount == writesBefore else {
      // `body` wrote through the tracker, which reported it: the element goes where that write
      // left the array, compared with what is there now.
      try edit(nil, storedOffset: storedOffset) { (rows) throws(RowEditError) in
        try rows.update(at: offset) { $0 = element }
      }
      return result
    }
    guard reportsEveryWrite || properties[position].reportsEveryWrite || element != old else {
      return result
    }
    ownBox()
    swap(&rows(at: storedOffset, of: Element.self).pointee[offset], &element)
    writeCount &+= 1
    if let change = properties[position].change {
      reportElementWrite(change, at: offset, storedOffset: storedOffset, access: access, old: old)
    }
    return result
  }

  /// The element at `offset` of the array stored at `storedOffset`, read in place.
  ///
  /// - Throws: ``RowEditError/offsetOutOfRange(offset:count:)`` when `offset` is not an offset
  ///   of the array.
  @inlinable
  @inline(__always)
  func element<Element>(
    at offset: Int,
    storedOffset: Int,
    of _: Element.Type
  ) throws(RowEditError) -> Element {
    let rows = UnsafePointer(rows(at: storedOffset, of: Element.self))
    let count = rows.pointee.count
    guard offset >= 0, offset < count else {
      throw .offsetOutOfRange(offset: offset, count: count)
    }
    return rows.pointee[offset]
  }

  /// The address of the array stored at `storedOffset` in the state's box: for a write, only
  /// once the tracker owns the box.
  @inlinable
  @inline(__always)
  func rows<Element>(at storedOffset: Int, of _: Element.Type) -> UnsafeMutablePointer<[Element]> {
    (UnsafeMutableRawPointer(box.valueAddress) + storedOffset)
      .assumingMemoryBound(to: [Element].self)
  }

  /// Reports the element at `offset`, which was `old`, written: in a change buffer the tracker
  /// lends and takes back, and with history on, as an undo step of that element alone.
  @inlinable
  func reportElementWrite<Element>(
    _ change: State.Change,
    at offset: Int,
    storedOffset: Int,
    access: ArrayRowsAccess<State, Element>,
    old: consuming Element
  ) {
    let rows = rows(at: storedOffset, of: Element.self)
    let steps =
      history == nil
      ? nil
      : ArrayRowSteps(
        access: access, operations: [.update(offset, old: old, new: rows.pointee[offset])])
    var changes = lendRowChangeBuffer()
    changes.append(.updated(offset: offset, id: access.identify?(rows.pointee[offset])))
    reportRowEdit(change, rowChanges: RowChanges(contiguous: changes), steps: steps)
    recycleRowChangeBuffer(&changes)
  }
}

extension StateTracker {
  /// Edits the element with the identifier `id` of an array property, and reports the property
  /// once, saying which element changed: ``edit(_:at:_:)`` at that element's offset.
  ///
  /// ```swift
  /// try tracker.edit(\.items, id: item.id) { $0.title = "Call Ada" }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The array property.
  ///   - id: The identifier of the element.
  ///   - body: A closure that changes the element.
  /// - Returns: What `body` returns.
  /// - Throws: ``RowEditError/unknownID(_:)`` when no element has that identifier, before
  ///   `body` runs, and what ``edit(_:at:_:)`` throws: the array is then unchanged.
  /// - Complexity: O(*n*) to find the element, where *n* is the array's length.
  @inlinable
  @inline(__always)
  @discardableResult
  public func edit<Element: Identifiable & Equatable, Result>(
    _ keyPath: WritableKeyPath<State, [Element]>,
    id: Element.ID,
    _ body: (inout Element) -> Result
  ) throws(RowEditError) -> Result where Element.ID: Sendable {
    guard let offset = storage[keyPath: keyPath].firstIndex(where: { $0.id == id }) else {
      throw .unknownID(RowID(id))
    }
    return try edit(keyPath, at: offset, body)
  }
}
