/// What a batch that writes the state in place notes while its closure runs, so that it reports
/// only the properties it wrote, compares nothing else, and can put everything back when the
/// closure throws.
///
/// The batch keeps an image of the state: memory of the state's layout, of which it uses only
/// the properties it writes. At the first write of a declared stored property, the value the
/// write replaces moves to the property's offset in the image, and the property's bit is set;
/// nothing else is copied, so that a batch costs nothing per property it leaves alone. When the
/// closure returns, each written property is compared with its value in the image, through its
/// own field (a declaration's comparison reads its property alone), reported if it changed, and
/// the image's value released; when it throws, the image's values are moved back.
///
/// A write that names no declared stored property (a computed key path, a nested one, an array
/// declared row by row, the whole state) cannot be noted: the batch then takes the state it
/// found as a value (``before``) and compares every declared property at the end, as a batch
/// on a copy would.
///
/// One per tracker, made at its first batch and used by each of its batches in turn: a batch's
/// closure has exclusive access to the state, and a batch settles its notes and takes its bits
/// before it delivers a record, so that a batch an observer makes then finds them free.
@usableFromInline
final class BatchNotes<State: TrackedState> {
  /// The image of the state: at each written property's offset, the value it had before the
  /// batch; the rest of it is not initialized.
  @usableFromInline
  let image: ValueHandle<State>

  /// One bit per declaration of the first 64, in declaration order: whether the batch wrote
  /// the property, so that the image owns the value it replaced.
  @usableFromInline
  @exclusivity(unchecked)
  var writtenBelow64: UInt64 = 0

  /// The same bits for the declarations from the 65th on, 64 to a word.
  @usableFromInline
  @exclusivity(unchecked)
  var writtenFrom64: ContiguousArray<UInt64>

  /// An array of as many words, all 0, kept so that delivering takes the bits from the 65th
  /// declaration on without allocating; empty while lent (a batch an observer makes during
  /// that delivery makes one of its own).
  @usableFromInline
  @exclusivity(unchecked)
  var spareFrom64: ContiguousArray<UInt64>

  /// Whether any bit of ``writtenFrom64`` is set: until one is, the batch settles and delivers
  /// the first 64 declarations' bits alone.
  @usableFromInline
  @exclusivity(unchecked)
  var hasWritesFrom64 = false

  /// Whether any bit is set.
  @inlinable
  var hasWrites: Bool {
    writtenBelow64 != 0 || hasWritesFrom64
  }

  /// The state the batch found, once a write that cannot be noted made the batch compare every
  /// property; `nil` otherwise.
  @usableFromInline
  @exclusivity(unchecked)
  var before: State?

  /// Whether ``before`` holds the state: tested by each write, where testing the optional
  /// itself would read its whole value.
  @usableFromInline
  @exclusivity(unchecked)
  var comparesEveryProperty = false

  /// Which declaration a stored property's offset designates, for the declarations whose
  /// writes are noted: a stored property tracked or untracked, not an array declared row by
  /// row (nor an embedded state, which no offset designates).
  @usableFromInline
  let keyPaths: KeyPathIndex

  /// The tracker's declarations.
  @usableFromInline
  let properties: ContiguousArray<TrackedProperty<State>>

  /// The notes of the batches of a tracker whose declarations are `properties`.
  @usableFromInline
  init(properties: ContiguousArray<TrackedProperty<State>>, keyPaths: KeyPathIndex) {
    image = .allocateBuffer(capacity: 1)
    writtenFrom64 = ContiguousArray(repeating: 0, count: max(0, properties.count - 1) / 64)
    spareFrom64 = writtenFrom64
    self.keyPaths = keyPaths.keeping {
      properties[$0].declaration.rows == nil && properties[$0].declaration.settleValue != nil
    }
    self.properties = properties
  }

  deinit {
    image.deallocateBuffer()
  }

  /// Notes a write of the stored property of type `valueType` at `offset`, about to be made.
  ///
  /// - Parameters:
  ///   - offset: Where the property is in the state.
  ///   - valueType: The type of its values.
  ///   - state: The state the batch writes, for a write that makes it compare every property.
  /// - Returns: `true` for the first write of a declared property, whose current value the
  ///   image must now own; `false` when it was written before, or when the batch compares every
  ///   property (from now on, if the write cannot be noted).
  @inlinable
  @inline(__always)
  func noteWrite(offset: Int, valueType: ObjectIdentifier, in state: ValueHandle<State>) -> Bool {
    if comparesEveryProperty {
      return false
    }
    let position = keyPaths.storedPosition(offset: offset, valueType: valueType)
    guard position >= 0 else {
      compareEveryProperty(in: state)
      return false
    }
    guard position < 64 else {
      return noteWrite(from64: position)
    }
    let bit: UInt64 = 1 << position
    if writtenBelow64 & bit != 0 {
      return false
    }
    writtenBelow64 |= bit
    return true
  }

  /// ``noteWrite(offset:valueType:in:)`` for the declaration at `position`, from the 65th on.
  @usableFromInline
  func noteWrite(from64 position: Int) -> Bool {
    let bit: UInt64 = 1 << (position & 63)
    let word = (position >> 6) - 1
    if writtenFrom64[word] & bit != 0 {
      return false
    }
    writtenFrom64[word] |= bit
    hasWritesFrom64 = true
    return true
  }

  /// Makes the batch compare every property when it ends: ``before`` takes the state the batch
  /// found, the current state at `state` with the image's values moved back into it.
  @usableFromInline
  func compareEveryProperty(in state: ValueHandle<State>) {
    guard !comparesEveryProperty else {
      return
    }
    var found = state.pointee
    ValueHandle.withTemporary(&found) { found in
      forEachWrite { properties[$0].declaration.restoreValue!(found, image) }
    }
    before = found
    comparesEveryProperty = true
  }

  /// The state the batch found, if it compares every property; the notes are ready for the
  /// next batch.
  @inlinable
  func takeBefore() -> State? {
    guard comparesEveryProperty else {
      return nil
    }
    comparesEveryProperty = false
    return before.take()
  }

  /// Settles the properties written: calls `body` with the position of each, in declaration
  /// order, and keeps its bit only where `body` returns `true`.
  ///
  /// `body` compares the property, leaving the image's value for ``releaseReplaced(_:)``: each
  /// declaration's comparison reads its own property alone, so the order does not matter.
  ///
  /// - Returns: How many bits are kept.
  @inlinable
  @inline(__always)
  func settleWrites(_ body: (Int) -> Bool) -> Int {
    var kept: UInt64 = 0
    var count = 0
    var bits = writtenBelow64
    while bits != 0 {
      let position = bits.trailingZeroBitCount
      if body(position) {
        kept |= 1 << position
        count &+= 1
      }
      bits &= bits &- 1
    }
    writtenBelow64 = kept
    guard !hasWritesFrom64 else {
      return count &+ settleWritesFrom64(body)
    }
    return count
  }

  /// ``settleWrites(_:)`` for the declarations from the 65th on.
  @usableFromInline
  func settleWritesFrom64(_ body: (Int) -> Bool) -> Int {
    var count = 0
    for word in writtenFrom64.indices {
      var bits = writtenFrom64[word]
      var kept: UInt64 = 0
      while bits != 0 {
        let position = (word + 1) << 6 | bits.trailingZeroBitCount
        if body(position) {
          kept |= 1 << (position & 63)
          count &+= 1
        }
        bits &= bits &- 1
      }
      writtenFrom64[word] = kept
    }
    hasWritesFrom64 = count > 0
    return count
  }

  /// Calls `body` with the position of each property written, in declaration order, and clears
  /// its bit.
  ///
  /// Every bit is taken before the first call: `body` delivers a record, and an observer may run
  /// a batch of the same tracker, which notes its own writes here.
  @inlinable
  @inline(__always)
  func forEachWrite(_ body: (Int) -> Void) {
    guard hasWrites else {
      return
    }
    let below64 = writtenBelow64
    writtenBelow64 = 0
    guard !hasWritesFrom64 else {
      return forEachWrite(below64: below64, body)
    }
    forEachBit(of: below64, [], body)
  }

  /// ``forEachWrite(_:)`` for a state of more than 64 declarations.
  @usableFromInline
  func forEachWrite(below64: UInt64, _ body: (Int) -> Void) {
    hasWritesFrom64 = false
    var from64 = takeSpareFrom64()
    swap(&from64, &writtenFrom64)
    forEachBit(of: below64, from64, body)
    keepSpareFrom64(&from64)
  }

  /// Calls `body` with the position of each bit set in `below64`, then in each word of
  /// `from64`, in order.
  @inlinable
  @inline(__always)
  func forEachBit(
    of below64: UInt64,
    _ from64: ContiguousArray<UInt64>,
    _ body: (Int) -> Void
  ) {
    var bits = below64
    while bits != 0 {
      body(bits.trailingZeroBitCount)
      bits &= bits &- 1
    }
    for word in from64.indices {
      bits = from64[word]
      while bits != 0 {
        body((word + 1) << 6 | bits.trailingZeroBitCount)
        bits &= bits &- 1
      }
    }
  }

  /// An array of as many words as ``writtenFrom64``, all 0: the spare one, or a new one while
  /// it is lent.
  @usableFromInline
  func takeSpareFrom64() -> ContiguousArray<UInt64> {
    guard !spareFrom64.isEmpty else {
      return ContiguousArray(repeating: 0, count: writtenFrom64.count)
    }
    var spare: ContiguousArray<UInt64> = []
    swap(&spare, &spareFrom64)
    return spare
  }

  /// Clears `words` and keeps them as the spare array, unless one is kept already.
  @usableFromInline
  func keepSpareFrom64(_ words: inout ContiguousArray<UInt64>) {
    for word in words.indices {
      words[word] = 0
    }
    if spareFrom64.isEmpty {
      swap(&spareFrom64, &words)
    }
  }

  /// Which properties the batch wrote, before ``settleWrites(_:)`` keeps only those that
  /// changed: the values they replaced wait in the image for ``releaseReplaced(_:)``.
  @inlinable
  var written: WrittenPositions {
    WrittenPositions(below64: writtenBelow64, from64: hasWritesFrom64 ? writtenFrom64 : [])
  }

  /// Destroys the values that a batch replaced, kept in the image since the batch wrote them:
  /// called once the batch's records are numbered and delivered, so that a `deinit` that writes
  /// to the tracker makes an ordinary write, recorded after them.
  @inlinable
  func releaseReplaced(_ written: WrittenPositions) {
    let bytes = image.bytes
    forEachBit(of: written.below64, written.from64) { position in
      // Unretained: the declarations live as long as the tracker.
      Unretained.with(.passUnretained(properties[position].declaration)) {
        $0.field?.destroy?(bytes)
      }
    }
  }
}
