extension StateTracker {
  /// Edits one element of an array property, and reports the property once, saying which
  /// element changed.
  ///
  /// The shortest path for the most common write to a list, a row's view model changing its
  /// element: no editor is made, and for an array declared with
  /// ``TrackedProperty/trackedRows(_:as:reporting:)-5o3kl``, only the element is copied.
  ///
  /// ```swift
  /// try tracker.edit(\.items, at: 3) { $0.isDone.toggle() }
  /// ```
  ///
  /// `body` changes a copy of the element, which is then stored in its place. The write is
  /// reported as ``edit(_:_:)`` reports ``RowEditor/update(at:_:)``, and an undo step keeps only
  /// the element before and after.
  ///
  /// As in ``edit(_:_:)``, the closure has exclusive access to the state, and so has the
  /// element's `==`, which compares the edited copy with the element in place: they may read any
  /// tracker of the tree, and a write through one stops the program.
  ///
  /// - Parameters:
  ///   - keyPath: The array property.
  ///   - offset: The offset of the element.
  ///   - body: A closure that changes the element.
  /// - Returns: What `body` returns.
  /// - Throws: ``RowEditError/offsetOutOfRange(offset:count:)`` when `offset` is not an offset
  ///   of the array, before `body` runs; the array is then unchanged.
  /// - Complexity: O(1) for an array declared row by row while no kept record or history step
  ///   shares it (a kept record's array is copied once, as any write copies it); O(*n*) for
  ///   another array, which is compared as a whole.
  @inlinable
  @inline(__always)
  @discardableResult
  public func edit<Element: Equatable, Result>(
    _ keyPath: WritableKeyPath<State, [Element]>,
    at offset: Int,
    _ body: (inout Element) -> Result
  ) throws(RowEditError) -> Result {
    guard let storedOffset = MemoryLayout<State>.offset(of: keyPath) else {
      return try edit(keyPath) { (rows) throws(RowEditError) in try rows.update(at: offset, body) }
    }
    return try editElement(storedOffset: storedOffset, body) { (rows) throws(RowEditError) in
      let count = rows.count
      guard offset >= 0, offset < count else {
        throw .offsetOutOfRange(offset: offset, count: count)
      }
      return offset
    }
  }

  /// Edits the element that `locate` finds, before `body` runs, in the array stored at
  /// `storedOffset` in the state; throws what `locate` throws.
  @inlinable
  @inline(__always)
  func editElement<Element: Equatable, Result>(
    storedOffset: Int,
    _ body: (inout Element) -> Result,
    locate: (borrowing [Element]) throws(RowEditError) -> Int
  ) throws(RowEditError) -> Result {
    let position = keyPaths.storedPosition(
      offset: storedOffset, valueType: ObjectIdentifier([Element].self))
    let rows = stateAddress.field(at: storedOffset, as: [Element].self)
    guard
      let access = unretainedRowsAccess(
        at: position, storedOffset: storedOffset, of: Element.self),
      rows.storesElementsContiguously()
    else {
      // Not declared row by row, or bridged lazily from Objective-C (no block of elements to
      // read in place): the editor reports it.
      return try edit(nil, storedOffset: storedOffset) { (rows) throws(RowEditError) in
        try rows.update(at: try locate(rows.elements), body)
      }
    }
    // User code (`locate`, the closure, `==`) runs while the array is read in place.
    beginExclusiveAccess(.edit(position: position))
    let offset: Int
    do throws(RowEditError) {
      offset = try locate(rows.pointee)
    } catch {
      endExclusiveAccess()
      throw error
    }
    return Unretained.with(access) { access in
      editElement(
        rows.element(readingAt: offset), at: offset, position: position,
        storedOffset: storedOffset, access: access, body)
    }
  }

  /// ``editElement(storedOffset:_:locate:)`` once the element is found at `offset`; ends the
  /// exclusive access. The closure edits the one copy made; the element is compared in place.
  @inlinable
  @inline(__always)
  func editElement<Element: Equatable, Result>(
    _ current: ValueHandle<Element>,
    at offset: Int,
    position: Int,
    storedOffset: Int,
    access: ArrayRowsAccess<State, Element>,
    _ body: (inout Element) -> Result
  ) -> Result {
    var element = current.pointee
    let result = body(&element)
    let differs =
      acceptsWrites && (reportsEqualWrites(at: position) || element != current.pointee)
    endExclusiveAccess()
    guard differs else {
      // Equal: stored unless its bits are the same, and not reported.
      if acceptsWrites, !current.holdsSameBits(as: element) {
        storeElement(&element, at: offset, storedOffset: storedOffset)
      }
      return result
    }
    guard let change = properties[position].change else {
      storeElement(&element, at: offset, storedOffset: storedOffset)
      return result
    }
    let rowChange = RowChange.updated(offset: offset, id: access.identify?(element))
    if history == nil, !views.hasViews(at: position), view == nil {
      storeElement(&element, at: offset, storedOffset: storedOffset)
      delivery.lastSequence &+= 1
      if delivery.isHeard || delivery.isDelivering {
        reportHeard(change, rowChange: rowChange)
      }
      return result
    }
    // A view that must pass on its state before the write keeps it.
    let before = writesInPlace ? nil : storage
    // Swapped: `element` now holds the element before the closure.
    storeElement(&element, at: offset, storedOffset: storedOffset)
    reportElementWrite(
      change, rowChange, at: offset, position: position, storedOffset: storedOffset,
      access: access, old: consume element, before: before)
    return result
  }

  /// Swaps `element` with the element at `offset` of the array at `storedOffset`; counts the write.
  @inlinable
  @inline(__always)
  func storeElement<Element>(_ element: inout Element, at offset: Int, storedOffset: Int) {
    swap(
      &writableStateAddress().field(at: storedOffset, as: [Element].self).pointee[offset], &element)
    core.countWrite()
  }

  /// Reports the write of the element at `offset`, which replaced `old`, by a tracker with
  /// history, views or a parent.
  @inlinable
  @inline(never)
  func reportElementWrite<Element>(
    _ change: State.Change,
    _ rowChange: consuming RowChange,
    at offset: Int,
    position: Int,
    storedOffset: Int,
    access: ArrayRowsAccess<State, Element>,
    old: consuming Element,
    before: State?
  ) {
    // A view follows the element's id before the write or after it.
    let touchesViews =
      views.hasViews(at: position)
      && (views.hasRowView(at: position, id: access.identify?(old))
        || views.hasRowView(at: position, id: rowChange.id))
    var changes = core.lendRowChangeBuffer()
    changes.append(rowChange)
    if history == nil, !touchesViews {
      reportRowEdit(change, rowChanges: RowChanges(contiguous: changes), before: before)
    } else {
      let new = stateAddress.field(at: storedOffset, as: [Element].self).pointee[offset]
      let operations: ContiguousArray<RowOperation<Element>> = [.update(offset, old: old, new: new)]
      let steps: (any RowSteps<State>)? =
        history == nil ? nil : ArrayRowSteps(access: access, operations: operations)
      let viewsBefore = rowViewsBefore(ofEdit: operations, at: position, access: access)
      reportRowEdit(
        change, rowChanges: RowChanges(contiguous: changes), steps: steps,
        viewsBefore: viewsBefore, before: before)
    }
    core.recycleRowChangeBuffer(&changes)
  }
}

extension StateTracker {
  /// Edits the element with the identifier `id` of an array property, and reports the property
  /// once, saying which element changed: as ``edit(_:at:_:)`` at that element's offset.
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
  ///   `body` runs; the array is then unchanged.
  /// - Complexity: O(*n*) to find the element, where *n* is the array's length.
  @inlinable
  @inline(__always)
  @discardableResult
  public func edit<Element: Identifiable & Equatable, Result>(
    _ keyPath: WritableKeyPath<State, [Element]>,
    id: Element.ID,
    _ body: (inout Element) -> Result
  ) throws(RowEditError) -> Result where Element.ID: Sendable {
    guard let storedOffset = MemoryLayout<State>.offset(of: keyPath) else {
      return try edit(keyPath) { (rows) throws(RowEditError) in try rows.update(id: id, body) }
    }
    return try editElement(storedOffset: storedOffset, body) { (rows) throws(RowEditError) in
      guard let offset = rows.firstIndex(where: { $0.id == id }) else {
        throw .unknownID(RowID(id))
      }
      return offset
    }
  }
}
