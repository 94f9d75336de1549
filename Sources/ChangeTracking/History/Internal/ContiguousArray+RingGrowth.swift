extension ContiguousArray {
  /// Appends an element to a ring that never holds more than `limit` elements, growing the buffer
  /// geometrically but never past `limit`, so that a full ring has no unused capacity.
  ///
  /// - Parameters:
  ///   - element: The element to append.
  ///   - limit: The number of elements the ring holds when full.
  @inlinable
  mutating func append(_ element: consuming Element, growingTo limit: Int) {
    if count == capacity {
      reserveCapacity(Swift.min(limit, Swift.max(2 * count, 4)))
    }
    append(element)
  }
}
