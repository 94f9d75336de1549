extension RowEditor {
  /// The elements as they are now, with the whole collection API of an array to read them.
  ///
  /// The array the edit changes, read where the tracker stores it, with every write made so far
  /// in the closure: the way to the reads the editor does not forward (see ``RowEditor``), such
  /// as a loop, `map`, `filter` or a comparison with another array.
  ///
  /// ```swift
  /// let titles = tracker.edit(\.items) { rows in
  ///   rows.append(TodoItem(id: 7, title: "Call Ada"))
  ///   for item in rows.elements where item.isDone {
  ///     print("done:", item.title)
  ///   }
  ///   return rows.elements.map(\.title)
  /// }
  /// ```
  ///
  /// A loop over `elements`, or a copy kept in a constant, holds the array as it was: the
  /// editor's first write meanwhile copies the array once, as a write to any shared array does.
  /// To write while walking the array, walk ``indices`` (backwards, when the loop removes), or
  /// use ``removeAll(where:)``.
  ///
  /// - Complexity: O(1): nothing is copied to read it.
  @inlinable
  public var elements: [Element] {
    _read {
      yield rows.pointee
    }
  }

  /// The number of elements.
  @inlinable
  public var count: Int {
    rows.pointee.count
  }

  /// Whether the array is empty.
  @inlinable
  public var isEmpty: Bool {
    count == 0
  }

  /// The offsets of the elements, in order: `0..<count`.
  ///
  /// A range of offsets, not a copy of the array: a loop over it may write through the editor,
  /// each offset then naming the element there after the writes before it.
  ///
  /// ```swift
  /// tracker.edit(\.items) { rows in
  ///   for offset in rows.indices where rows[offset].title.isEmpty {
  ///     rows[offset].title = "Untitled"
  ///   }
  /// }
  /// ```
  @inlinable
  public var indices: Range<Int> {
    elements.indices
  }

  /// The first element, or `nil` when the array is empty.
  @inlinable
  public var first: Element? {
    elements.first
  }

  /// The last element, or `nil` when the array is empty.
  @inlinable
  public var last: Element? {
    elements.last
  }

  /// The elements at the offsets in `bounds`, read as an array slice; its indices are the
  /// editor's offsets. Write them one by one, through the subscript of one offset.
  ///
  /// ```swift
  /// let openAfterFirst = tracker.edit(\.items) { rows in
  ///   rows[1...].filter { !$0.isDone }.count
  /// }
  /// ```
  ///
  /// An offset out of range traps, as an array's slice does.
  ///
  /// - Parameter bounds: A range of the array's offsets.
  @inlinable
  public subscript<Bounds: RangeExpression<Int>>(bounds: Bounds) -> ArraySlice<Element> {
    elements[bounds]
  }

  /// The offset of the first element equal to `element`.
  ///
  /// ```swift
  /// tracker.edit(\.items) { rows in
  ///   if let offset = rows.firstIndex(of: item) { rows[offset].isDone = true }
  /// }
  /// ```
  ///
  /// - Parameter element: The element to find.
  /// - Returns: Its offset, or `nil` when no element is equal to it.
  /// - Complexity: O(*n*).
  @inlinable
  public func firstIndex(of element: Element) -> Int? {
    elements.firstIndex(of: element)
  }

  /// The offset of the first element that satisfies `predicate`.
  ///
  /// ```swift
  /// try tracker.edit(\.items) { rows in
  ///   if let offset = rows.firstIndex(where: { $0.isDone }) {
  ///     try rows.move(from: offset, to: rows.count - 1)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter predicate: Whether an element is the one to find.
  /// - Returns: Its offset, or `nil` when no element satisfies `predicate`.
  /// - Complexity: O(*n*).
  @inlinable
  public func firstIndex(where predicate: (Element) throws -> Bool) rethrows -> Int? {
    try elements.firstIndex(where: predicate)
  }

  /// The offset of the last element equal to `element`.
  ///
  /// - Parameter element: The element to find.
  /// - Returns: Its offset, or `nil` when no element is equal to it.
  /// - Complexity: O(*n*).
  @inlinable
  public func lastIndex(of element: Element) -> Int? {
    elements.lastIndex(of: element)
  }

  /// The offset of the last element that satisfies `predicate`.
  ///
  /// - Parameter predicate: Whether an element is the one to find.
  /// - Returns: Its offset, or `nil` when no element satisfies `predicate`.
  /// - Complexity: O(*n*).
  @inlinable
  public func lastIndex(where predicate: (Element) throws -> Bool) rethrows -> Int? {
    try elements.lastIndex(where: predicate)
  }

  /// The first element that satisfies `predicate`.
  ///
  /// - Parameter predicate: Whether an element is the one to find.
  /// - Returns: The element, or `nil` when none satisfies `predicate`.
  /// - Complexity: O(*n*).
  @inlinable
  public func first(where predicate: (Element) throws -> Bool) rethrows -> Element? {
    try elements.first(where: predicate)
  }

  /// The last element that satisfies `predicate`.
  ///
  /// - Parameter predicate: Whether an element is the one to find.
  /// - Returns: The element, or `nil` when none satisfies `predicate`.
  /// - Complexity: O(*n*).
  @inlinable
  public func last(where predicate: (Element) throws -> Bool) rethrows -> Element? {
    try elements.last(where: predicate)
  }

  /// Whether an element is equal to `element`.
  ///
  /// ```swift
  /// tracker.edit(\.items) { rows in
  ///   if !rows.contains(item) { rows.append(item) }
  /// }
  /// ```
  ///
  /// - Parameter element: The element to look for.
  /// - Returns: `true` when an element is equal to it.
  /// - Complexity: O(*n*).
  @inlinable
  public func contains(_ element: Element) -> Bool {
    elements.contains(element)
  }

  /// Whether an element satisfies `predicate`.
  ///
  /// - Parameter predicate: Whether an element is one to look for.
  /// - Returns: `true` when an element satisfies it.
  /// - Complexity: O(*n*).
  @inlinable
  public func contains(where predicate: (Element) throws -> Bool) rethrows -> Bool {
    try elements.contains(where: predicate)
  }
}
