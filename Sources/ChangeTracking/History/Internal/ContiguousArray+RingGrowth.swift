extension ContiguousArray {
  /// Appends an element to a ring that never holds more than `limit` elements, growing its
  /// buffer by the rule of ``RingGrowth``.
  ///
  /// - Parameters:
  ///   - element: The element to append.
  ///   - limit: The number of elements the ring holds when full.
  @inlinable
  mutating func append(_ element: consuming Element, growingTo limit: Int) {
    if count == capacity {
      reserveCapacity(RingGrowth.capacity(after: count, limit: limit))
    }
    append(element)
  }
}
