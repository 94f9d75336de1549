extension StateTracker {
  /// Reports what a batch changed from `before` (read in place, left as it is), as
  /// ``reportDifferences(from:recordsStep:restoredRows:viewsBefore:)`` does, in one undo step.
  ///
  /// A root whose properties its bytes tell apart (``KeyPathIndex/positionsByByte``) compares the
  /// two states a word at a time, and calls `==` only for the properties whose bytes differ: a
  /// batch costs what it changed, not what the state declares. When the bytes of a property that
  /// only the whole comparison reports differ, or a property's `==` writes (that write is
  /// reported at once), the batch is compared property by property instead.
  @inlinable
  func reportBatch(from before: inout State) {
    guard view == nil, keyPaths.positionsByByte != nil else {
      return reportDifferences(from: before)
    }
    let wordCount = (properties.count &+ 63) &>> 6
    withUnsafeTemporaryAllocation(of: UInt64.self, capacity: wordCount) { changed in
      changed.initialize(repeating: 0)
      let writesBefore = core.writeCount
      var count = 0
      let isComplete = ValueHandle.withTemporary(&before) { before in
        guard markPositionsWithDifferentBytes(from: before, in: changed) else {
          return false
        }
        for word in 0..<wordCount {
          changed[word].forEachSetBit { bit in
            let position = word &<< 6 &+ bit
            // Unretained: the tracker's declarations live as long as the tracker. The state is
            // read again for each property, as its `==` may have written it.
            if Unretained.with(
              .passUnretained(properties[position].declaration),
              { $0.restoredValueDiffers(from: before, to: stateAddress) })
            {
              count &+= 1
            } else {
              changed[word] &= ~(1 &<< UInt64(bit))
            }
          }
        }
        return true
      }
      guard isComplete, core.writeCount == writesBefore else {
        return reportDifferences(from: before)
      }
      guard count > 0 else {
        return
      }
      deliverRecords(count: count, recordsStep: true) { body in
        for word in 0..<wordCount {
          changed[word].forEachSetBit { body(word &<< 6 &+ $0) }
        }
      }
    }
  }

  /// Sets in `positions` the bit of each property whose bytes differ between `before` and now,
  /// comparing two words at a time. Returns `false`, `positions` then incomplete, when the bytes
  /// of a property that only the whole comparison tells (``KeyPathIndex/comparedWhole``) differ.
  @inlinable
  func markPositionsWithDifferentBytes(
    from before: ValueHandle<State>,
    in positions: UnsafeMutableBufferPointer<UInt64>
  ) -> Bool {
    let after = stateAddress.bytes
    let before = before.bytes
    let size = MemoryLayout<State>.size
    var isComplete = true
    keyPaths.positionsByByte.unsafelyUnwrapped.withUnsafeBufferPointer { table in
      // Byte `k` of the word at `offset` is in bits `8k` to `8k + 7`, whatever the byte order.
      @inline(__always)
      func mark(_ differing: UInt64, at offset: Int) {
        var bits = UInt64(littleEndian: differing)
        while bits != 0 {
          let byte = bits.trailingZeroBitCount &>> 3
          let position = Int(table[offset &+ byte])
          if position >= 0 {
            positions[position &>> 6] |= 1 &<< UInt64(position & 63)
          } else if position == Int(KeyPathIndex.comparedWhole) {
            isComplete = false
          }
          bits &= ~(0xFF &<< UInt64(byte &<< 3))
        }
      }
      // Two words at a time, then what is left, ending with the word that ends where the state
      // ends.
      var offset = 0
      while offset &+ 16 <= size {
        let first = after.differingBits(from: before, atWord: offset)
        let second = after.differingBits(from: before, atWord: offset &+ 8)
        if _slowPath(first | second != 0) {
          mark(first, at: offset)
          mark(second, at: offset &+ 8)
        }
        offset &+= 16
      }
      if size &- offset > 8 {
        mark(after.differingBits(from: before, atWord: offset), at: offset)
      }
      if offset < size {
        mark(after.differingBits(from: before, atWord: size &- 8), at: size &- 8)
      }
    }
    return isComplete
  }
}
