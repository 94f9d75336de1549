extension UInt64 {
  /// The number of bits set, counted one set bit at a time: a few instructions for the one or
  /// two bits of the declarations a change names, where `nonzeroBitCount` is a sequence of
  /// some twenty on processors the compiler may not assume have a population count
  /// instruction.
  @inlinable
  @inline(__always)
  var sparseBitCount: Int {
    var count = 0
    var bits = self
    while bits != 0 {
      count &+= 1
      bits &= bits &- 1
    }
    return count
  }
}
