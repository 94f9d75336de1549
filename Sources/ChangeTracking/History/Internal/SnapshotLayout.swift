/// How a state lies in memory, as its declarations tell: the properties whose values hold
/// references. What lets the undo history copy a state over an older snapshot as bytes, and
/// compare a restored snapshot with the state a word at a time.
///
/// Copying as bytes is sound because a property that holds references either has the same bytes
/// in both states (the same strings, array buffers, objects) or has its value moved out and a
/// copy of the new one put in its place. The values moved out are destroyed once the copy is
/// complete, so that no `deinit` ever sees a state half copied.
@usableFromInline
struct SnapshotLayout {
  /// The fields of the properties whose values hold references, in increasing offset.
  @usableFromInline
  let fields: ContiguousArray<StoredField>

  /// The bytes of ``fields``, one range each, in the same order.
  @usableFromInline
  let referenceRanges: ContiguousArray<Range<Int>>

  /// The offsets of the 8-byte words that cover ``referenceRanges``; empty for a state shorter
  /// than a word.
  @usableFromInline
  let referenceWords: ContiguousArray<Int>

  /// Each 8-byte word of the state, in the order of ``ValueHandle/differingWords(from:first:)``;
  /// empty unless ``comparesByWords``.
  @usableFromInline
  let words: ContiguousArray<SnapshotWord>

  /// Whether the state is at least a word long; when it is not, ranges are compared one by one.
  @usableFromInline
  let isCoveredByWords: Bool

  /// Whether the state's properties can be compared in place, one bit per declaration: at most
  /// 64 declarations, each of which ``PropertyDeclaration/comparesInPlace``.
  @usableFromInline
  let comparesInPlace: Bool

  /// For each declaration, in declaration order, the bytes of the property it tracks and compares
  /// as a whole; an empty range for an untracked one. Read when ``comparesInPlace``.
  @usableFromInline
  let comparedRanges: ContiguousArray<Range<Int>>

  /// The layout of a state of `size` bytes whose stored properties are `fields`, or `nil` when
  /// more than 64 of them hold references (a copy notes the ones it replaced in one word).
  init?(
    fields: [StoredField],
    size: Int,
    comparesInPlace: Bool,
    comparedRanges: ContiguousArray<Range<Int>>
  ) {
    let references = fields.filter { $0.moveOut != nil }.sorted { $0.offset < $1.offset }
    guard references.count <= 64 else {
      return nil
    }
    self.fields = ContiguousArray(references)
    referenceRanges = ContiguousArray(references.map { $0.offset..<($0.offset + $0.size) })
    isCoveredByWords = size >= 8
    referenceWords = isCoveredByWords ? Self.words(covering: referenceRanges, in: size) : []
    words =
      isCoveredByWords && comparesInPlace
      ? Self.words(
        of: size, properties: fields.map { $0.offset..<($0.offset + $0.size) },
        compared: comparedRanges, references: referenceRanges) : []
    self.comparesInPlace = comparesInPlace
    self.comparedRanges = comparedRanges
  }

  /// Whether the states are compared a word at a time (``differences(_:_:)``): the state
  /// compares in place and is at least a word long.
  @inlinable
  var comparesByWords: Bool {
    !words.isEmpty
  }

  /// The declarations whose properties' bytes may differ in the states at `source` and `target`,
  /// one bit per declaration, and the fields whose bytes differ, as ``differingFields(_:_:)``
  /// finds them. Only when ``comparesByWords``.
  ///
  /// A declaration's bit is set for every property whose bytes differ, and may be set for one
  /// whose own bytes are the same, when a word covers a neighbour's bytes too.
  @inlinable
  @inline(__always)
  func differences<State>(_ source: ValueHandle<State>, _ target: ValueHandle<State>)
    -> (positions: UInt64, fields: UInt64)
  {
    assert(comparesByWords, "states are compared by words when the layout has them")
    let (positions, fields) = Self.union(of: words, source, target)
    return (
      positions,
      fields == 0
        ? 0
        : Self.rangesWithDifferentBytes(referenceRanges, source.bytes, target.bytes, among: fields)
    )
  }

  /// The declarations whose properties' bytes may differ in the states at `source` and
  /// `target`, as ``differences(_:_:)`` finds them.
  @inlinable
  func positionsWithDifferentBytes<State>(
    _ source: ValueHandle<State>, _ target: ValueHandle<State>
  )
    -> UInt64
  {
    assert(comparesInPlace, "positions are compared for a state that compares in place")
    guard comparesByWords else {
      return Self.rangesWithDifferentBytes(comparedRanges, source.bytes, target.bytes)
    }
    return Self.union(of: words, source, target).positions
  }

  /// The declarations and the fields of the words of `words` whose properties' bits differ in
  /// the states at `source` and `target`.
  @inlinable
  @inline(__always)
  static func union<State>(
    of words: ContiguousArray<SnapshotWord>,
    _ source: ValueHandle<State>,
    _ target: ValueHandle<State>
  ) -> (positions: UInt64, fields: UInt64) {
    // 64 words per pass: one bit each in what `differingWords` returns.
    let size = MemoryLayout<State>.size
    let count = (size &+ 7) &>> 3
    var positions: UInt64 = 0
    var fields: UInt64 = 0
    var first = 0
    while first < count {
      target.differingWords(from: source, first: first).forEachSetBit { bit in
        let index = first &+ bit
        let word = words[index]
        // The word that ends where the state ends, when its size is not a multiple of 8, comes
        // after the whole ones.
        let offset = Swift.min(index &<< 3, size &- 8)
        if target.bytes.differingBits(from: source.bytes, atWord: offset) & word.propertyBits != 0 {
          positions |= word.positions
          fields |= word.fields
        }
      }
      first &+= 64
    }
    return (positions, fields)
  }

  /// The fields whose bytes differ in the states at `source` and `target`, one bit per field:
  /// when there is none, one state can be copied over the other as bytes. The fields are
  /// compared one by one only when a word of ``referenceWords`` differs.
  @inlinable
  @inline(__always)
  func differingFields(_ source: ValueHandle<UInt8>, _ target: ValueHandle<UInt8>) -> UInt64 {
    if isCoveredByWords, target.hasSameBytes(as: source, atWords: referenceWords) {
      return 0
    }
    return Self.rangesWithDifferentBytes(referenceRanges, source, target)
  }

  /// One bit per range of `ranges` whose bytes differ in the states at `source` and `target`,
  /// among those whose bits are set in `candidates`.
  @usableFromInline
  static func rangesWithDifferentBytes(
    _ ranges: ContiguousArray<Range<Int>>,
    _ source: ValueHandle<UInt8>,
    _ target: ValueHandle<UInt8>,
    among candidates: UInt64 = .max
  ) -> UInt64 {
    var differing: UInt64 = 0
    let bits = ranges.count < 64 ? candidates & (1 << UInt64(ranges.count) &- 1) : candidates
    bits.forEachSetBit { index in
      if !target.hasSameBytes(as: source, at: ranges[index].lowerBound, count: ranges[index].count)
      {
        differing |= 1 << UInt64(index)
      }
    }
    return differing
  }

  /// Each 8-byte word of a state of `size` bytes (at least 8): the word at each multiple of 8,
  /// then, when `size` is not one, the word that ends where the state ends.
  static func words(
    of size: Int,
    properties: [Range<Int>],
    compared: ContiguousArray<Range<Int>>,
    references: ContiguousArray<Range<Int>>
  ) -> ContiguousArray<SnapshotWord> {
    precondition(size >= 8, "a state at least a word long")
    let offsets =
      Array(stride(from: 0, through: size - 8, by: 8)) + (size % 8 == 0 ? [] : [size - 8])
    return ContiguousArray(
      offsets.map { offset in
        let word = offset..<(offset + 8)
        return SnapshotWord(
          // Byte `k` of the word in bits `8k` to `8k + 7` of a little-endian value, as a word
          // loaded from memory has it, whatever the byte order.
          propertyBits: UInt64(
            littleEndian: word.reduce(0) { bits, byte in
              properties.contains { $0.contains(byte) }
                ? bits | 0xFF << UInt64(8 * (byte - offset)) : bits
            }),
          positions: mask(of: compared, overlapping: word),
          fields: mask(of: references, overlapping: word))
      })
  }

  /// One bit per range of `ranges` that has bytes in `word`.
  static func mask(of ranges: ContiguousArray<Range<Int>>, overlapping word: Range<Int>) -> UInt64 {
    ranges.indices.reduce(into: 0) { mask, index in
      if ranges[index].overlaps(word) {
        mask |= 1 << UInt64(index)
      }
    }
  }

  /// The offsets of 8-byte words that cover every byte of `ranges`, inside a state of `size`
  /// bytes, at least a word long. A word may cover bytes around a range: a comparison by words
  /// may find a difference there, never miss one in the range.
  static func words(covering ranges: ContiguousArray<Range<Int>>, in size: Int)
    -> ContiguousArray<Int>
  {
    precondition(size >= 8, "a state covered by words is a word long")
    var words: ContiguousArray<Int> = []
    for range in ranges where !range.isEmpty {
      if range.count >= 8 {
        words.append(contentsOf: stride(from: range.lowerBound, to: range.upperBound - 8, by: 8))
        words.append(range.upperBound - 8)
      } else {
        words.append(Swift.min(range.lowerBound, size - 8))
      }
    }
    return words
  }

  /// Copies the state at `source` over the one at `target`: the values of the fields in
  /// `differing` are moved out into `replaced` (a buffer of the state's size and alignment, for
  /// ``destroy(_:in:)``), the state is copied as bytes, then those fields get copies of the
  /// source's values.
  @inlinable
  @inline(__always)
  func copy<State>(
    _ source: ValueHandle<State>,
    over target: ValueHandle<State>,
    moving differing: UInt64,
    into replaced: ValueHandle<UInt8>
  ) {
    if differing != 0 {
      Self.moveOut(fields, differing, of: target.bytes, into: replaced)
    }
    target.bytes.copyBytes(from: source.bytes, in: 0..<MemoryLayout<State>.size)
    if differing != 0 {
      Self.copyIn(fields, differing, of: source.bytes, into: target.bytes)
    }
  }

  /// Moves the values of the fields of `fields` whose bits are set in `moved` out of the state
  /// at `state`, into the same offsets in `replaced`.
  @usableFromInline
  static func moveOut(
    _ fields: ContiguousArray<StoredField>,
    _ moved: UInt64,
    of state: ValueHandle<UInt8>,
    into replaced: ValueHandle<UInt8>
  ) {
    moved.forEachSetBit { fields[$0].moveOut!(state, replaced) }
  }

  /// Initializes the fields of `fields` whose bits are set in `copied`, in the state at
  /// `target`, with copies of their values in the state at `source`.
  @usableFromInline
  static func copyIn(
    _ fields: ContiguousArray<StoredField>,
    _ copied: UInt64,
    of source: ValueHandle<UInt8>,
    into target: ValueHandle<UInt8>
  ) {
    copied.forEachSetBit { fields[$0].copyIn!(target, source) }
  }

  /// Destroys the values that ``copy(_:over:moving:into:)`` moved into `replaced`.
  @inlinable
  @inline(__always)
  func destroy(_ moved: UInt64, in replaced: ValueHandle<UInt8>) {
    Self.destroy(fields, moved, in: replaced)
  }

  /// Destroys the values of the fields of `fields` whose bits are set in `moved`, in `replaced`.
  @usableFromInline
  static func destroy(
    _ fields: ContiguousArray<StoredField>,
    _ moved: UInt64,
    in replaced: ValueHandle<UInt8>
  ) {
    moved.forEachSetBit { fields[$0].destroy!(replaced) }
  }
}
