extension StateTracker {
  /// A child tracker over one element of an identified array: a list row's view model owns it.
  ///
  /// The element is itself a ``TrackedState``. Writes through the child are stored in the
  /// parent as an edit of that row: the parent's observers receive the array's change with
  /// ``RowChange/updated(offset:id:)`` for the row, its history keeps the step, and the child's
  /// own observers receive the element's changes. A write to the row through the parent (an
  /// edit, a whole array, an undo) reaches the child's observers as the element's changes. Once
  /// the element is removed, the child refuses writes and ``scopeError`` says why, until an
  /// element with that id is back.
  ///
  /// ```swift
  /// let row = try list.scope(row: item.id, in: \.items)
  /// row.set(\.isDone, to: true)  // the list reports .items: [.updated(offset: 3, id: …)]
  /// ```
  ///
  /// - Parameters:
  ///   - id: The id of the row's element.
  ///   - keyPath: The array, declared with
  ///     ``TrackedProperty/trackedRows(_:as:reporting:)-5o3kl``.
  /// - Returns: The row's tracker.
  /// - Throws: ``ScopeError/rowNotFound(id:property:)`` when no element has the id, and
  ///   ``ScopeError/notDeclaredAsScoped(property:)`` when the array is not declared row by row.
  /// - Complexity: O(*n*) to find the element; then O(1) per write and per parent report of
  ///   the array that names it while the element keeps its offset, O(*n*) when it moved.
  @inlinable
  public func scope<Element>(
    row id: Element.ID,
    in keyPath: WritableKeyPath<State, [Element]>
  ) throws(ScopeError) -> StateTracker<Element>
  where Element: TrackedState & Identifiable & Equatable, Element.ID: Sendable {
    guard let position = properties.firstIndex(where: { $0.keyPath == keyPath }),
      let access = properties[position].declaration.rows as? ArrayRowsAccess<State, Element>,
      let change = properties[position].change,
      let storedOffset = MemoryLayout<State>.offset(of: keyPath)
    else {
      throw .notDeclaredAsScoped(property: keyPath.debugDescription)
    }
    let removal = ScopeError.rowNotFound(
      id: String(describing: id), property: keyPath.debugDescription)
    guard let offset = storage[keyPath: keyPath].firstIndex(where: { $0.id == id }) else {
      throw removal
    }
    let hint = ElementHint(offset: offset)
    let row = RowEmbedding(
      change: change, position: position, id: id, hint: hint, removal: removal, access: access,
      arrayOffset: storedOffset)
    return makeView(
      step: .element(arrayOffset: storedOffset, id: id, hint: hint), hint: hint,
      position: position, embedding: .row(row), needsStateBefore: history != nil)
  }
}
