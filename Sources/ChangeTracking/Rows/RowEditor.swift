/// The elements of an array property, edited in place through ``StateTracker/edit(_:_:)``.
///
/// Each method changes the tracker's state at once, where it is stored: nothing is copied while
/// no kept record or history step shares the array (an array reached through a computed
/// property is edited as a copy, stored when the closure returns). The edit notes what each
/// call did, and when the closure returns, the tracker reports the property once, with those
/// notes as the record's ``ChangeRecord/rowChanges``.
///
/// ```swift
/// try tracker.edit(\.items) { rows in
///   rows[3].isDone.toggle()
///   rows.append(TodoItem(id: 7, title: "Call Ada"))
///   if let offset = rows.firstIndex(where: { $0.title == "Milk" }) {
///     try rows.move(from: offset, to: 0)
///   }
/// }
/// ```
///
/// It reads as the array it edits, by the array's offsets, and every read sees the writes made
/// before it in the closure; ``elements`` is the array itself, for every other read. The editor
/// is not a `RandomAccessCollection`: those protocols take only copyable types, and the editor
/// holds the array's address, valid only while the closure runs.
///
/// An offset out of range throws ``RowEditError`` and changes nothing, except through the
/// subscript, which traps as an array's does.
public struct RowEditor<State: TrackedState, Element: Equatable>: ~Copyable {
  /// The array, where the tracker stores it (or the edit's copy of it).
  @usableFromInline
  let rows: ValueHandle<[Element]>

  /// The identifier of an element, for identified elements of an array declared row by row.
  @usableFromInline
  let identify: ((Element) -> RowID)?

  /// Whether writing an element an equal value is reported.
  @usableFromInline
  let reportsEqualWrites: Bool

  /// What the edit did so far, as the record reports it, in a buffer the tracker lends.
  @usableFromInline
  var changes: ContiguousArray<RowChange>

  /// What the edit did, as undo takes it back, but for its latest call.
  @usableFromInline
  var settled: ContiguousArray<RowOperation<Element>> = []

  /// The latest call's kind: made a ``RowOperation`` only when something needs it.
  @usableFromInline
  var pendingKind = PendingKind.none

  /// The latest call's offset.
  @usableFromInline
  var pendingOffset = 0

  /// The latest call's destination, for a move.
  @usableFromInline
  var pendingDestination = 0

  /// The element the latest call removed or updated.
  @usableFromInline
  var pendingElement: Element?

  /// Creates the editor of one edit, of the array at `rows`.
  @inlinable
  init(
    rows: ValueHandle<[Element]>,
    identify: ((Element) -> RowID)?,
    reportsEqualWrites: Bool,
    changes: consuming ContiguousArray<RowChange>
  ) {
    self.rows = rows
    self.identify = identify
    self.reportsEqualWrites = reportsEqualWrites
    self.changes = changes
  }

  /// What the edit did, in order: its latest call is made an operation first.
  @inlinable
  mutating func operations() -> ContiguousArray<RowOperation<Element>> {
    settle()
    return settled
  }

  /// Makes the latest call an operation, reading from the array, as that call left it, what it
  /// needs.
  @inlinable
  mutating func settle() {
    switch pendingKind {
    case .none:
      return
    case .insert:
      settled.append(.insert(pendingOffset, rows.pointee[pendingOffset]))
    case .remove:
      settled.append(.remove(pendingOffset, pendingElement!))
    case .update:
      settled.append(.update(pendingOffset, old: pendingElement!, new: rows.pointee[pendingOffset]))
    case .move:
      settled.append(.move(from: pendingOffset, to: pendingDestination))
    }
    pendingKind = .none
    pendingElement = nil
  }

  /// Notes one call, just made, the one before it settled.
  @inlinable
  mutating func note(
    _ change: consuming RowChange,
    _ kind: PendingKind,
    at offset: Int,
    destination: Int = 0,
    element: consuming Element? = nil
  ) {
    changes.append(consume change)
    pendingKind = kind
    pendingOffset = offset
    pendingDestination = destination
    pendingElement = consume element
  }

  /// Notes that the element at `offset`, which was `old`, was written.
  @inlinable
  mutating func noteWrite(at offset: Int, old: consuming Element) {
    if reportsEqualWrites || rows.pointee[offset] != old {
      let change = RowChange.updated(offset: offset, id: identify?(rows.pointee[offset]))
      note(change, .update, at: offset, element: consume old)
    }
  }

  /// Throws unless `offset` is an offset of the array, or, when `allowsEnd`, its count.
  @inlinable
  func check(_ offset: Int, allowsEnd: Bool = false) throws(RowEditError) {
    let count = count
    guard offset >= 0, offset < count || (allowsEnd && offset == count) else {
      throw .offsetOutOfRange(offset: offset, count: count)
    }
  }

  /// Takes back every change of the edit, in reverse order: the edit failed.
  @usableFromInline
  mutating func revert() {
    settle()
    for operation in settled.reversed() {
      _ = operation.inverse.apply(to: &rows.pointee, identify: nil)
    }
  }
}

extension RowEditor {
  /// The element at `offset`, read or written in place.
  ///
  /// A write is noted as the element updated, unless it leaves the element equal to what it
  /// was (or the property reports every write). An offset out of range traps, as an array's
  /// subscript does; ``update(at:_:)`` throws instead.
  ///
  /// ```swift
  /// tracker.edit(\.items) { $0[3].isDone.toggle() }
  /// ```
  ///
  /// - Parameter offset: An offset of the array.
  @inlinable
  public subscript(offset: Int) -> Element {
    @inline(__always)
    get {
      rows.pointee[offset]
    }
    @inline(__always)
    _modify {
      let old = rows.pointee[offset]
      settle()
      // Also when the caller throws mid-write, so that a failed edit takes it back.
      defer { noteWrite(at: offset, old: old) }
      yield &rows.pointee[offset]
    }
  }

  /// Adds an element at the end, noted as inserted there.
  ///
  /// ```swift
  /// tracker.edit(\.items) { $0.append(TodoItem(id: 7, title: "Call Ada")) }
  /// ```
  ///
  /// - Parameter element: The element to add.
  /// - Complexity: O(1) amortized.
  @inlinable
  public mutating func append(_ element: Element) {
    settle()
    rows.pointee.append(element)
    let offset = rows.pointee.count - 1
    note(.inserted(offset: offset, id: identify?(element)), .insert, at: offset)
  }

  /// Inserts an element at `offset`, noted as inserted there.
  ///
  /// ```swift
  /// try tracker.edit(\.items) { try $0.insert(TodoItem(id: 7, title: "Call Ada"), at: 0) }
  /// ```
  ///
  /// - Parameters:
  ///   - element: The element to insert.
  ///   - offset: Where to insert it: an offset of the array, or its count to add at the end.
  /// - Throws: ``RowEditError/offsetOutOfRange(offset:count:)``, changing nothing.
  @inlinable
  public mutating func insert(_ element: Element, at offset: Int) throws(RowEditError) {
    try check(offset, allowsEnd: true)
    settle()
    rows.pointee.insert(element, at: offset)
    note(.inserted(offset: offset, id: identify?(element)), .insert, at: offset)
  }

  /// Removes the element at `offset`, noted as removed from there.
  ///
  /// ```swift
  /// try tracker.edit(\.items) { rows in
  ///   if let offset = rows.firstIndex(where: { $0.title.isEmpty }) {
  ///     try rows.remove(at: offset)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter offset: An offset of the array.
  /// - Returns: The element removed.
  /// - Throws: ``RowEditError/offsetOutOfRange(offset:count:)``, changing nothing.
  @inlinable
  @discardableResult
  public mutating func remove(at offset: Int) throws(RowEditError) -> Element {
    try check(offset)
    settle()
    let element = rows.pointee.remove(at: offset)
    note(.removed(offset: offset, id: identify?(element)), .remove, at: offset, element: element)
    return element
  }

  /// Moves the element at `source` so that it ends at `destination`.
  ///
  /// The element is at `destination` afterwards, as after a removal at `source` and an
  /// insertion at `destination`. A move among equal elements is no change, unless the property
  /// reports every write.
  ///
  /// ```swift
  /// try tracker.edit(\.items) { try $0.move(from: 0, to: 2) }
  /// ```
  ///
  /// - Parameters:
  ///   - source: The element's offset.
  ///   - destination: The offset it has once moved.
  /// - Throws: ``RowEditError/offsetOutOfRange(offset:count:)``, changing nothing.
  @inlinable
  public mutating func move(from source: Int, to destination: Int) throws(RowEditError) {
    try check(source)
    try check(destination)
    guard source != destination else {
      return
    }
    settle()
    let passed = min(source, destination)...max(source, destination)
    guard reportsEqualWrites || !rows.pointee[passed].allSatisfy({ $0 == rows.pointee[source] })
    else {
      return
    }
    let change = RowOperation<Element>.move(from: source, to: destination)
      .apply(to: &rows.pointee, identify: identify)
    note(change, .move, at: source, destination: destination)
  }

  /// Changes the element at `offset`.
  ///
  /// As through the subscript, but an offset out of range throws instead of trapping.
  ///
  /// ```swift
  /// try tracker.edit(\.items) { (rows) throws(RowEditError) in
  ///   try rows.update(at: 3) { $0.isDone.toggle() }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - offset: An offset of the array.
  ///   - body: A closure that changes the element.
  /// - Returns: What `body` returns.
  /// - Throws: ``RowEditError/offsetOutOfRange(offset:count:)``, before `body` runs.
  @inlinable
  @discardableResult
  public mutating func update<Result>(
    at offset: Int,
    _ body: (inout Element) -> Result
  ) throws(RowEditError) -> Result {
    try check(offset)
    return body(&self[offset])
  }

  /// Removes every element that `shouldBeRemoved` selects, each noted as removed.
  ///
  /// The elements are visited from the last to the first, so each removal is noted at the
  /// offset the element had then.
  ///
  /// ```swift
  /// tracker.edit(\.items) { $0.removeAll { $0.isDone } }
  /// ```
  ///
  /// - Parameter shouldBeRemoved: Whether to remove an element.
  @inlinable
  public mutating func removeAll(where shouldBeRemoved: (Element) -> Bool) {
    for offset in indices.reversed() where shouldBeRemoved(rows.pointee[offset]) {
      try! remove(at: offset)
    }
  }

  /// Replaces all the elements, noting what differs as the shortest difference, or as updates
  /// when the elements keep their places.
  ///
  /// For a new array computed from the old one: the record reports the rows that differ, as a
  /// `set` of the whole array does, but the array is replaced where it is stored.
  ///
  /// ```swift
  /// tracker.edit(\.items) { rows in
  ///   rows.replaceAll(with: rows.elements.sorted { $0.title < $1.title })
  /// }
  /// ```
  ///
  /// - Parameter elements: The new elements.
  /// - Complexity: O(*n* × *d*), where *d* is the number of elements that differ.
  public mutating func replaceAll(with elements: [Element]) {
    settle()
    var old = elements
    swap(&old, &rows.pointee)
    let (changes, operations) = RowDifference.between(
      old, elements, identify: identify, keepsOperations: true)
    self.changes += changes
    settled += operations
  }
}

extension RowEditor where Element: Identifiable {
  /// Finds the element whose `id` is `id`.
  ///
  /// The offset is the element's in the array as the edit's calls so far left it.
  ///
  /// ```swift
  /// try tracker.edit(\.items) { rows in
  ///   if let offset = rows.offset(of: item.id), offset > 0 {
  ///     try rows.move(from: offset, to: 0)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter id: The element's identifier.
  /// - Returns: The element's offset, or `nil` when there is none.
  /// - Complexity: O(*n*).
  @inlinable
  public func offset(of id: Element.ID) -> Int? {
    rows.pointee.firstIndex { $0.id == id }
  }

  /// Changes the element whose `id` is `id`, as ``update(at:_:)`` changes the element at its
  /// offset.
  ///
  /// ```swift
  /// try tracker.edit(\.items) { (rows) throws(RowEditError) in
  ///   try rows.update(id: item.id) { $0.title = "Call Ada" }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - id: The identifier of the element.
  ///   - body: A closure that changes the element.
  /// - Returns: What `body` returns.
  /// - Throws: ``RowEditError/unknownID(_:)`` when no element has this identifier, before
  ///   `body` runs.
  /// - Complexity: O(*n*) to find the element.
  @inlinable
  @discardableResult
  public mutating func update<Result>(
    id: Element.ID,
    _ body: (inout Element) -> Result
  ) throws(RowEditError) -> Result where Element.ID: Sendable {
    guard let offset = offset(of: id) else {
      throw .unknownID(RowID(id))
    }
    return body(&self[offset])
  }

  /// Removes the element whose `id` is `id`, noted as removed from its offset.
  ///
  /// ```swift
  /// try tracker.edit(\.items) { try $0.remove(id: item.id) }
  /// ```
  ///
  /// - Parameter id: The element's identifier.
  /// - Returns: The element removed.
  /// - Throws: ``RowEditError/unknownID(_:)`` when no element has this identifier, changing
  ///   nothing.
  /// - Complexity: O(*n*).
  @inlinable
  @discardableResult
  public mutating func remove(id: Element.ID) throws(RowEditError) -> Element
  where Element.ID: Sendable {
    guard let offset = offset(of: id) else {
      throw .unknownID(RowID(id))
    }
    return try remove(at: offset)
  }
}

@available(*, unavailable)
extension RowEditor: Sendable {}
