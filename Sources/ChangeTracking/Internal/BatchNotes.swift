/// What a batch that writes the state in place notes while its closure runs, so that it reports
/// only the properties it wrote, compares nothing else, and can put everything back when the
/// closure throws.
///
/// The batch starts with an image of the state: its bits, copied without retaining anything.
/// At the first write of a declared stored property, the image keeps the value the write
/// replaces (it is not released, only left where the image has it), and the property's bit is
/// set. So the image always reads as the state the batch found: the properties written hold
/// values the image owns, the others values the state still holds. When the closure returns,
/// each written property is compared with its value in the image, reported if it changed, and
/// the image's value released; when it throws, the image's values are moved back.
///
/// A write that names no declared stored property (a computed key path, a nested one, an array
/// declared row by row, the whole state) cannot be noted: the batch then takes the state it
/// found as a value (``before``) and compares every declared property at the end, as a batch
/// on a copy would.
///
/// One per tracker, made at its first batch and used by each of its batches in turn: a batch's
/// closure has exclusive access to the state, so batches of one tracker never overlap.
@usableFromInline
final class BatchNotes<State: TrackedState> {
  /// The image of the state as the batch found it.
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

  /// Whether any of those bits is set.
  @usableFromInline
  @exclusivity(unchecked)
  var hasWrites = false

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
    image = .allocate()
    writtenFrom64 = ContiguousArray(repeating: 0, count: max(0, properties.count - 1) / 64)
    self.keyPaths = keyPaths.keeping {
      properties[$0].declaration.rows == nil && properties[$0].declaration.releaseValue != nil
    }
    self.properties = properties
  }

  deinit {
    image.deallocate()
  }

  /// Starts a batch on the state at `state`: the image takes its bits.
  @inlinable
  @inline(__always)
  func begin(at state: ValueHandle<State>) {
    image.copyBits(of: state)
  }

  /// Notes a write of the stored property of type `valueType` at `offset`, about to be made.
  ///
  /// - Returns: `true` for the first write of a declared property, whose current value the
  ///   image must now own; `false` when it was written before, or when the batch compares every
  ///   property (from now on, if the write cannot be noted).
  @inlinable
  @inline(__always)
  func noteWrite(offset: Int, valueType: ObjectIdentifier) -> Bool {
    if comparesEveryProperty {
      return false
    }
    let position = keyPaths.storedPosition(offset: offset, valueType: valueType)
    guard position >= 0 else {
      compareEveryProperty()
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
    hasWrites = true
    return true
  }

  /// ``noteWrite(offset:valueType:)`` for the declaration at `position`, from the 65th on.
  @usableFromInline
  func noteWrite(from64 position: Int) -> Bool {
    let bit: UInt64 = 1 << (position & 63)
    let word = (position >> 6) - 1
    if writtenFrom64[word] & bit != 0 {
      return false
    }
    writtenFrom64[word] |= bit
    hasWrites = true
    return true
  }

  /// Makes the batch compare every property when it ends: ``before`` takes the state the batch
  /// found, and the image lets go of the values it owns.
  @usableFromInline
  func compareEveryProperty() {
    guard !comparesEveryProperty else {
      return
    }
    before = image.pointee
    forEachWrite { properties[$0].declaration.releaseValue!(image) }
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

  /// Settles the properties written: calls `differs` with the position of each, in declaration
  /// order, then `release` with each, and keeps the bits of those for which `differs` returned
  /// `true`.
  ///
  /// Every property is compared before the image lets go of any value: a comparison through a
  /// declaration's own closure may read the whole image.
  ///
  /// - Returns: How many bits are kept.
  @inlinable
  @inline(__always)
  func settleWrites(differs: (Int) -> Bool, release: (Int) -> Void) -> Int {
    var differing: UInt64 = 0
    var bits = writtenBelow64
    while bits != 0 {
      let position = bits.trailingZeroBitCount
      if differs(position) {
        differing |= 1 << position
      }
      bits &= bits &- 1
    }
    var differingFrom64: ContiguousArray<UInt64> = []
    if !writtenFrom64.isEmpty {
      differingFrom64 = settleWritesFrom64(differs)
    }
    bits = writtenBelow64
    while bits != 0 {
      release(bits.trailingZeroBitCount)
      bits &= bits &- 1
    }
    writtenBelow64 = differing
    var kept = differing.nonzeroBitCount
    if !writtenFrom64.isEmpty {
      for word in writtenFrom64.indices {
        bits = writtenFrom64[word]
        while bits != 0 {
          release((word + 1) << 6 | bits.trailingZeroBitCount)
          bits &= bits &- 1
        }
        writtenFrom64[word] = differingFrom64[word]
        kept &+= differingFrom64[word].nonzeroBitCount
      }
    }
    return kept
  }

  /// The bits of the declarations from the 65th on that `differs` keeps, word by word, for
  /// ``settleWrites(differs:release:)``.
  @usableFromInline
  func settleWritesFrom64(_ differs: (Int) -> Bool) -> ContiguousArray<UInt64> {
    var differing = ContiguousArray<UInt64>(repeating: 0, count: writtenFrom64.count)
    for word in writtenFrom64.indices {
      var bits = writtenFrom64[word]
      while bits != 0 {
        let position = (word + 1) << 6 | bits.trailingZeroBitCount
        if differs(position) {
          differing[word] |= 1 << (position & 63)
        }
        bits &= bits &- 1
      }
    }
    return differing
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
    hasWrites = false
    var bits = writtenBelow64
    writtenBelow64 = 0
    let from64 = writtenFrom64.isEmpty ? [] : takeWritesFrom64()
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

  /// The bits of the declarations from the 65th on, cleared here.
  @usableFromInline
  func takeWritesFrom64() -> ContiguousArray<UInt64> {
    defer {
      writtenFrom64 = ContiguousArray(repeating: 0, count: writtenFrom64.count)
    }
    return writtenFrom64
  }
}
