extension ContiguousArray {
  /// Appends `element` to a ring that never holds more than `limit` elements, growing its
  /// buffer by the rule of ``RingGrowth``.
  @inlinable
  mutating func append(_ element: consuming Element, growingTo limit: Int) {
    if count == capacity {
      reserveCapacity(RingGrowth.capacity(after: count, limit: limit))
    }
    append(element)
  }
}
