/// How a ring of the history grows: a ring never holds more than its limit of elements, and its
/// buffer grows geometrically from a few elements, but never past the limit, so that a full ring
/// has no unused capacity. The snapshots' ring and the rings kept in arrays share this rule.
@usableFromInline
enum RingGrowth {
  /// The capacity of a ring's first buffer, when its limit allows it.
  @inlinable
  static var initialCapacity: Int { 4 }

  /// The capacity a full ring of `capacity` elements grows to, given its `limit`.
  @inlinable
  static func capacity(after capacity: Int, limit: Int) -> Int {
    Swift.min(limit, Swift.max(2 * capacity, initialCapacity))
  }
}
