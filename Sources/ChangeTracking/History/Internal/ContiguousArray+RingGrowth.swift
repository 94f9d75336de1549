extension ContiguousArray {
  /// Appends `element` to a ring of the history, which never holds more than `limit` elements:
  /// its buffer grows geometrically from 4 elements, but never past the limit, so that a full
  /// ring has no unused capacity.
  @inlinable
  mutating func append(_ element: consuming Element, growingTo limit: Int) {
    if count == capacity {
      reserveCapacity(Swift.min(limit, Swift.max(2 * count, 4)))
    }
    append(element)
  }
}
