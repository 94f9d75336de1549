/// The elements of an array property, edited in place through ``StateTracker/edit(_:_:)``.
///
/// Each method changes the tracker's state at once, where it is stored: nothing is copied while
/// no kept record or history step shares the array (an array reached through a computed
/// property is edited as a copy, stored when the closure returns). The edit notes what each
/// call did, and when the closure returns, the tracker reports the property once, with those
/// notes as the record's ``ChangeRecord/rowChanges``.
///
/// ```swift
/// tracker.edit(\.items) { rows in
///   rows[3].isDone.toggle()
///   rows.append(TodoItem(title: "Call Ada"))
///   try rows.move(from: 0, to: 2)
/// }
/// ```
///
/// An offset out of range throws ``RowEditError`` and changes nothing, except through the
/// subscript, which traps as an array's does.
public struct RowEditor<State: TrackedState, Element: Equatable>: ~Copyable {
  /// The tracker whose state holds the array; it outlives the edit, which is one of its calls.
  @usableFromInline
  unowned(unsafe) let tracker: StateTracker<State>

  /// The property's offset in the tracker's state, for an array stored there.
  @usableFromInline
  let storedOffset: Int

  /// The array's declaration index.
  @usableFromInline
  let position: Int

  /// For an array not stored at a known offset, where the edit holds it while it runs; `nil`
  /// when the array is edited in the tracker's state.
  @usableFromInline
  let detached: UnsafeMutablePointer<[Element]>?

  /// The identifier of an element, when the property is declared row by row and its elements
  /// are `Identifiable`.
  @usableFromInline
  let identify: ((Element) -> RowID)?

  /// Whether writing an element an equal value is reported.
  @usableFromInline
  let reportsEqualWrites: Bool

  /// What the edit did so far, in order, as the record reports it: in a buffer the tracker
  /// lends, so that an edit whose record no one keeps allocates nothing.
  @usableFromInline
  var changes: ContiguousArray<RowChange>

  /// What the edit did, as undo and a failed edit take it back, but for its latest call.
  @usableFromInline
  var settled: ContiguousArray<RowOperation<Element>> = []

  /// The latest call's kind, or ``PendingKind/none``: kept in plain fields and made a
  /// ``RowOperation`` only when something needs it (another call, a history step, a failed
  /// edit), so that an edit of one call builds none.
  @usableFromInline
  var pendingKind = PendingKind.none

  /// The latest call's offset.
  @usableFromInline
  var pendingOffset = 0

  /// For the latest call, a move's destination.
  @usableFromInline
  var pendingDestination = 0

  /// For the latest call, the element removed, or the element before an update.
  @usableFromInline
  var pendingElement: Element?

  /// Whether an element is being written in place through the subscript.
  @usableFromInline
  var isYieldingElement = false

  /// The tracker's write count after the edit's latest call: another value means that a write
  /// through the tracker came since.
  @usableFromInline
  var writeCountAfterLastCall: Int

  /// How many of the ``settled`` operations came before a write through the tracker that an
  /// open-edit hook did not report first (an array not declared row by row has none): that
  /// write superseded them, and a failed edit does not take them back.
  @usableFromInline
  var supersededCount = 0

  /// Whether a write through the tracker came after the edit's latest call.
  @inlinable
  var isSuperseded: Bool {
    tracker.writeCount != writeCountAfterLastCall
  }

  /// Creates the editor of one edit.
  @inlinable
  init(
    tracker: StateTracker<State>,
    storedOffset: Int,
    detached: UnsafeMutablePointer<[Element]>?,
    position: Int,
    identify: ((Element) -> RowID)?,
    reportsEqualWrites: Bool
  ) {
    self.tracker = tracker
    self.storedOffset = storedOffset
    self.detached = detached
    self.position = position
    self.identify = identify
    self.reportsEqualWrites = reportsEqualWrites
    writeCountAfterLastCall = tracker.writeCount
    changes = tracker.lendRowChangeBuffer()
  }

  /// The number of calls that changed something.
  @inlinable
  var operationCount: Int {
    settled.count + (pendingKind == .none ? 0 : 1)
  }

  /// What the edit did, in order: its latest call is made an operation first.
  @inlinable
  mutating func operations() -> ContiguousArray<RowOperation<Element>> {
    settle()
    return settled
  }

  /// Makes the latest call an operation, reading from the array what it needs: to be called
  /// while the array is as that call left it, before the next call changes it.
  @inlinable
  mutating func settle() {
    if pendingKind == .insert || pendingKind == .update,
      !read({ pendingOffset < $0.count })
    {
      // A write through the tracker replaced the array since that call, unseen (an array not
      // declared row by row has no open-edit hook): the call is superseded.
      pendingKind = .none
      pendingElement = nil
      return
    }
    switch pendingKind {
    case .none:
      return
    case .insert:
      settled.append(.insert(pendingOffset, read { $0[pendingOffset] }))
    case .remove:
      settled.append(.remove(pendingOffset, pendingElement.unsafelyUnwrapped))
    case .update:
      settled.append(
        .update(
          pendingOffset, old: pendingElement.unsafelyUnwrapped, new: read { $0[pendingOffset] }))
    case .move:
      settled.append(.move(from: pendingOffset, to: pendingDestination))
    }
    pendingKind = .none
    pendingElement = nil
  }

  /// The address of the array, once the tracker owns its state's box, for a write.
  @inlinable
  @inline(__always)
  func address() -> UnsafeMutablePointer<[Element]> {
    if let detached {
      return detached
    }
    tracker.ownBox()
    return (UnsafeMutableRawPointer(tracker.box.valueAddress) + storedOffset)
      .assumingMemoryBound(to: [Element].self)
  }

  /// Calls `body` with the array, read in place.
  @inlinable
  @inline(__always)
  func read<Result, Failure: Error>(
    _ body: (borrowing [Element]) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    if let detached {
      return try body(detached.pointee)
    }
    return try body(
      (UnsafeRawPointer(tracker.box.valueAddress) + storedOffset)
        .assumingMemoryBound(to: [Element].self).pointee)
  }

  /// Calls `body` with the array, in place.
  @inlinable
  @inline(__always)
  func withRows<Result>(_ body: (inout [Element]) -> Result) -> Result {
    body(&address().pointee)
  }

  /// Notes one call, just made: the change a record reports, and what makes it an operation.
  /// Counts it as a write of the tracker, so that an element's update whose closure made it
  /// (through another editor) sees the array changed.
  ///
  /// The call before it was settled before this one changed the array.
  @inlinable
  mutating func note(
    _ change: consuming RowChange,
    _ kind: PendingKind,
    at offset: Int,
    destination: Int = 0,
    element: consuming Element? = nil
  ) {
    countCall()
    changes.append(consume change)
    pendingKind = kind
    pendingOffset = offset
    pendingDestination = destination
    pendingElement = consume element
  }

  /// Counts a call as a write of the tracker, after noting whether another write came since the
  /// latest call (what came before that write is then superseded).
  @inlinable
  mutating func countCall() {
    if isSuperseded {
      supersededCount = settled.count
    }
    tracker.writeCount &+= 1
    writeCountAfterLastCall = tracker.writeCount
  }

  /// Notes that the element at `offset`, which was `old`, was written.
  @inlinable
  mutating func noteWrite(at offset: Int, old: consuming Element) {
    let address = address()
    if reportsEqualWrites || address.pointee[offset] != old {
      let id: RowID? =
        if let identify { identify(address.pointee[offset]) } else { nil }
      note(.updated(offset: offset, id: id), .update, at: offset, element: consume old)
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

  /// Forgets what the edit did, once it was reported, to note what it does next.
  @usableFromInline
  mutating func startOver() {
    changes = []
    settled = []
    supersededCount = 0
    pendingKind = .none
    pendingElement = nil
  }

  /// Takes back every change of the edit, in reverse order: the edit failed.
  @usableFromInline
  mutating func revert() {
    settle()
    guard !isSuperseded else {
      // A write came after the latest call: the array is that write's.
      return
    }
    withRows { rows in
      for operation in settled[supersededCount...].reversed() {
        // One that does not fit was made on an array a write replaced since: that write
        // superseded it and everything before it.
        guard operation.fits(count: rows.count, forward: false) else {
          return
        }
        _ = operation.apply(to: &rows, forward: false, identify: nil)
      }
    }
  }
}

extension RowEditor {
  /// The number of elements.
  @inlinable
  public var count: Int {
    read { $0.count }
  }

  /// Whether the array is empty.
  @inlinable
  public var isEmpty: Bool {
    count == 0
  }

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
      read { $0[offset] }
    }
    @inline(__always)
    _modify {
      let old = read { $0[offset] }
      settle()
      // Also when the caller throws in the middle of the write: what it changed is noted, and
      // taken back with the rest of a failed edit.
      isYieldingElement = true
      defer {
        isYieldingElement = false
        noteWrite(at: offset, old: old)
      }
      yield &address().pointee[offset]
    }
  }

  /// Adds an element at the end.
  ///
  /// - Parameter element: The element to add.
  /// - Complexity: O(1) amortized.
  @inlinable
  public mutating func append(_ element: Element) {
    settle()
    let offset = withRows { rows in
      rows.append(element)
      return rows.count - 1
    }
    note(.inserted(offset: offset, id: identify?(element)), .insert, at: offset)
  }

  /// Inserts an element at `offset`.
  ///
  /// - Parameters:
  ///   - element: The element to insert.
  ///   - offset: Where to insert it: an offset of the array, or its count to add at the end.
  /// - Throws: ``RowEditError/offsetOutOfRange(offset:count:)``, changing nothing.
  @inlinable
  public mutating func insert(_ element: Element, at offset: Int) throws(RowEditError) {
    try check(offset, allowsEnd: true)
    settle()
    withRows { $0.insert(element, at: offset) }
    note(.inserted(offset: offset, id: identify?(element)), .insert, at: offset)
  }

  /// Removes the element at `offset`.
  ///
  /// - Parameter offset: An offset of the array.
  /// - Returns: The element removed.
  /// - Throws: ``RowEditError/offsetOutOfRange(offset:count:)``, changing nothing.
  @inlinable
  @discardableResult
  public mutating func remove(at offset: Int) throws(RowEditError) -> Element {
    try check(offset)
    settle()
    let element = withRows { $0.remove(at: offset) }
    note(.removed(offset: offset, id: identify?(element)), .remove, at: offset, element: element)
    return element
  }

  /// Moves the element at `source` so that it ends at `destination`.
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
    let element = withRows { rows in
      let element = rows.remove(at: source)
      rows.insert(element, at: destination)
      return element
    }
    note(
      .moved(from: source, to: destination, id: identify?(element)), .move, at: source,
      destination: destination)
  }

  /// Changes the element at `offset`.
  ///
  /// `body` changes a copy of the element, which is then stored in its place. When `body` writes
  /// through the tracker (that write is reported first, see ``StateTracker/edit(_:_:)``), the
  /// copy goes at `offset` in the array as that write left it, unless the write changed the
  /// element there: the update then throws and the write stands. A copy left equal to the
  /// element is not stored at all.
  ///
  /// - Parameters:
  ///   - offset: An offset of the array.
  ///   - body: A closure that changes the element.
  /// - Returns: What `body` returns.
  /// - Throws: ``RowEditError/offsetOutOfRange(offset:count:)`` when `offset` is not an offset
  ///   of the array, before `body` runs or after it (a write from inside `body` shortened the
  ///   array); ``RowEditError/elementChangedMeanwhile(offset:)`` when a write from inside `body`
  ///   changed the element at `offset`. The update is then not stored.
  @inlinable
  @discardableResult
  public mutating func update<Result>(
    at offset: Int,
    _ body: (inout Element) -> Result
  ) throws(RowEditError) -> Result {
    try check(offset)
    return try update(at: offset, body) { (rows) throws(RowEditError) in
      try rows.check(offset)
      return offset
    }
  }

  /// Changes the element at `offset` through a copy; after a write through the tracker from
  /// inside `body`, stores it where `relocate` finds the element now.
  @inlinable
  mutating func update<Result>(
    at offset: Int,
    _ body: (inout Element) -> Result,
    relocating relocate: (borrowing Self) throws(RowEditError) -> Int
  ) throws(RowEditError) -> Result {
    let old = self[offset]
    var element = old
    let writesBefore = tracker.writeCount
    let result = body(&element)
    if tracker.writeCount == writesBefore {
      self[offset] = element
    } else {
      try store(element, over: old, relocating: relocate)
    }
    return result
  }

  /// Stores `element`, a copy of `old` changed while the tracker was written, where `relocate`
  /// finds the element now: not at all when it is equal to `old`, and never over an element
  /// the write changed.
  @inlinable
  mutating func store(
    _ element: Element,
    over old: Element,
    relocating relocate: (borrowing Self) throws(RowEditError) -> Int
  ) throws(RowEditError) {
    guard reportsEqualWrites || element != old else {
      return
    }
    let offset = try relocate(self)
    guard self[offset] == old else {
      throw .elementChangedMeanwhile(offset: offset)
    }
    self[offset] = element
  }

  /// Removes every element that `shouldBeRemoved` selects, each noted as removed.
  ///
  /// The elements are visited from the last to the first. When `shouldBeRemoved` writes through
  /// the tracker, the visit goes on from the same offset in the array as that write left it,
  /// and an element that write changed or moved is not removed.
  ///
  /// - Parameter shouldBeRemoved: Whether to remove an element.
  @inlinable
  public mutating func removeAll(where shouldBeRemoved: (Element) -> Bool) {
    var offset = count - 1
    while offset >= 0 {
      let element = self[offset]
      let writesBefore = tracker.writeCount
      if shouldBeRemoved(element),
        tracker.writeCount == writesBefore || (offset < count && self[offset] == element)
      {
        settle()
        withRows { _ = $0.remove(at: offset) }
        note(
          .removed(offset: offset, id: identify?(element)), .remove, at: offset, element: element)
      }
      offset = Swift.min(offset, count) - 1
    }
  }

  /// Replaces all the elements, noting what differs as the shortest difference, or as updates
  /// when the elements keep their places.
  ///
  /// - Parameter elements: The new elements.
  /// - Complexity: O(*n* × *d*), where *d* is the number of elements that differ.
  public mutating func replaceAll(with elements: [Element]) {
    settle()
    let old = withRows { rows in
      var old = elements
      swap(&old, &rows)
      return old
    }
    let (changes, operations) = RowDifference.between(
      old, elements, identify: identify, keepsOperations: true)
    countCall()
    self.changes += changes
    settled += operations
  }
}

extension RowEditor where Element: Identifiable {
  /// Finds the element whose `id` is `id`.
  ///
  /// - Parameter id: The element's identifier.
  /// - Returns: The element's offset, or `nil` when there is none.
  /// - Complexity: O(*n*).
  @inlinable
  public func offset(of id: Element.ID) -> Int? {
    read { $0.firstIndex { $0.id == id } }
  }

  /// Changes the element whose `id` is `id`, as ``update(at:_:)`` changes the element at its
  /// offset; after a write through the tracker from inside `body`, the element is found by its
  /// `id` again.
  ///
  /// - Parameters:
  ///   - id: The element's identifier.
  ///   - body: A closure that changes the element.
  /// - Returns: What `body` returns.
  /// - Throws: ``RowEditError/unknownID(_:)`` when no element has this identifier, before
  ///   `body` runs or after it (a write from inside `body` removed the element), and
  ///   ``RowEditError/elementChangedMeanwhile(offset:)`` as ``update(at:_:)`` throws it. The
  ///   update is then not stored.
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
    return try update(at: offset, body) { (rows) throws(RowEditError) in
      guard let offset = rows.offset(of: id) else {
        throw .unknownID(RowID(id))
      }
      return offset
    }
  }

  /// Removes the element whose `id` is `id`.
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
