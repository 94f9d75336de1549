extension UInt64 {
  /// Calls `body` with the position of each bit set, from the lowest: a loop as long as the
  /// number of bits set, not the word's width.
  @inlinable
  @inline(__always)
  func forEachSetBit(_ body: (Int) -> Void) {
    var bits = self
    while bits != 0 {
      body(bits.trailingZeroBitCount)
      bits &= bits &- 1
    }
  }

  /// The number of bits set, counted one set bit at a time: a change names one or two
  /// declarations, so the loop is short.
  @inlinable
  @inline(__always)
  var sparseBitCount: Int {
    var count = 0
    forEachSetBit { _ in count &+= 1 }
    return count
  }
}
