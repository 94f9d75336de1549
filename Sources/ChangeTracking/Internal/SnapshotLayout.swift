/// How a state lies in memory, as its declarations tell: the properties whose values hold
/// references, and the bytes around them, which hold none. What lets the undo history copy a
/// state over an older snapshot as one block of bytes, and compare a restored snapshot with the
/// state a word at a time.
///
/// A state assigned over another as a whole retains every reference it holds and releases every
/// reference it replaces, even where both hold the same: two atomic operations per reference.
/// Copied by ``copy(_:over:moving:into:)``, a property whose bytes are the same in both (the
/// same strings, the same array buffers, the same objects) is neither retained nor released; any
/// other has its value moved out and a copy of the new one put in its place; everything else is
/// copied as bytes. The values moved out are destroyed by ``destroy(_:in:)`` once the copy is
/// complete, so that no object's `deinit` ever sees a state half copied.
@usableFromInline
struct SnapshotLayout {
  /// The fields of the properties whose values hold references, in increasing offset.
  @usableFromInline
  let fields: ContiguousArray<StoredField>

  /// The ranges of bytes that no such field covers: values that hold no reference, and padding.
  @usableFromInline
  let plainRanges: ContiguousArray<Range<Int>>

  /// The bytes of ``fields``, one range each, in the same order.
  @usableFromInline
  let referenceRanges: ContiguousArray<Range<Int>>

  /// The offsets of the 8-byte words that cover ``referenceRanges`` (see
  /// ``words(covering:in:)``); empty for a state shorter than a word.
  @usableFromInline
  let referenceWords: ContiguousArray<Int>

  /// The words that cover ``comparedRanges``, each packed with the position of the declaration
  /// it covers: the word's offset shifted left by 6 bits, the position in the low 6. Empty unless
  /// ``comparesInPlace``.
  @usableFromInline
  let comparedWords: ContiguousArray<Int>

  /// Whether the state is at least a word long (and short enough for its offsets to be packed
  /// in ``comparedWords``), so that ``referenceWords`` and ``comparedWords`` cover their ranges;
  /// when it is not, ranges are compared one by one.
  @usableFromInline
  let isCoveredByWords: Bool

  /// The number of bytes in ``plainRanges``.
  @usableFromInline
  let plainByteCount: Int

  /// The number of bytes in ``referenceRanges``.
  @usableFromInline
  let referenceByteCount: Int

  /// The size of the state, in bytes.
  @usableFromInline
  let size: Int

  /// Whether the state's properties can be compared in place, one bit per declaration
  /// (``StateTracker/changedPositions(from:to:)``): at most 64 declarations, each of which
  /// ``PropertyDeclaration/comparesInPlace``.
  @usableFromInline
  let comparesInPlace: Bool

  /// For each declaration, in declaration order, the bytes of the property it tracks and compares
  /// as a whole; an empty range for an untracked one. Read when ``comparesInPlace``.
  @usableFromInline
  let comparedRanges: ContiguousArray<Range<Int>>

  /// The layout of a state of `size` bytes whose stored properties are `fields`, or `nil` when
  /// more than 64 of them hold references (a copy notes the ones it replaced in one word).
  ///
  /// - Parameters:
  ///   - fields: The stored properties' fields.
  ///   - size: The size of the state, in bytes.
  ///   - comparesInPlace: Whether the state's properties can be compared in place.
  ///   - comparedRanges: The bytes of each declaration's property, empty for an untracked one.
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
    var plainRanges: ContiguousArray<Range<Int>> = []
    var start = 0
    for field in references {
      if field.offset > start {
        plainRanges.append(start..<field.offset)
      }
      start = max(start, field.offset + field.size)
    }
    if start < size {
      plainRanges.append(start..<size)
    }
    self.fields = ContiguousArray(references)
    self.plainRanges = plainRanges
    referenceRanges = ContiguousArray(references.map { $0.offset..<($0.offset + $0.size) })
    // Word offsets are packed with a position in 6 bits: they must fit in the rest.
    isCoveredByWords = size >= 8 && size <= Int.max >> 6
    referenceWords = isCoveredByWords ? Self.words(covering: referenceRanges, in: size) : []
    // Positions packed in 6 bits: built only for a state that compares in place (at most 64
    // declarations).
    comparedWords =
      isCoveredByWords && comparesInPlace
      ? ContiguousArray(
        comparedRanges.indices.flatMap { position in
          Self.words(covering: [comparedRanges[position]], in: size).map { $0 << 6 | position }
        }) : []
    plainByteCount = plainRanges.reduce(0) { $0 + $1.count }
    referenceByteCount = referenceRanges.reduce(0) { $0 + $1.count }
    self.size = size
    self.comparesInPlace = comparesInPlace
    self.comparedRanges = comparedRanges
  }

  /// The declarations whose properties' bytes may differ in the states at `source` and `target`
  /// (handles of their bytes), one bit per declaration in declaration order: at least those
  /// whose bytes differ, the only ones whose values may. A bit may be set for a property whose
  /// own bytes are the same, when a word that covers it covers a neighbour's bytes too.
  @inlinable
  func positionsWithDifferentBytes(_ source: ValueHandle<UInt8>, _ target: ValueHandle<UInt8>)
    -> UInt64
  {
    assert(comparesInPlace, "positions are compared for a state that compares in place")
    guard isCoveredByWords else {
      return Self.rangesWithDifferentBytes(comparedRanges, source, target)
    }
    return target.positionsOfDifferingWords(comparedWords, as: source)
  }

  /// The fields whose bytes differ in the states at `source` and `target` (handles of their
  /// bytes): one bit per field, in ``fields``' order. When there is none, the states hold the
  /// same references, and one can be copied over the other as bytes.
  ///
  /// Inlined: most states compared hold the same references, which all the words compared at
  /// once tell (``referenceWords``); the fields are compared one by one only when a word differs.
  @inlinable
  @inline(__always)
  func differingFields(_ source: ValueHandle<UInt8>, _ target: ValueHandle<UInt8>) -> UInt64 {
    if isCoveredByWords, target.hasSameBytes(as: source, atWords: referenceWords) {
      return 0
    }
    return Self.rangesWithDifferentBytes(referenceRanges, source, target)
  }

  /// ``differingFields(_:_:)``, range by range: one bit per range of `ranges` whose bytes differ
  /// in the states at `source` and `target`.
  ///
  /// Static, so that the inlined caller passes the array alone, not the layout.
  @usableFromInline
  static func rangesWithDifferentBytes(
    _ ranges: ContiguousArray<Range<Int>>,
    _ source: ValueHandle<UInt8>,
    _ target: ValueHandle<UInt8>
  ) -> UInt64 {
    var differing: UInt64 = 0
    for index in ranges.indices
    where !target.hasSameBytes(
      as: source, at: ranges[index].lowerBound, count: ranges[index].count)
    {
      differing |= 1 << UInt64(index)
    }
    return differing
  }

  /// The offsets of 8-byte words that cover every byte of `ranges`, all inside a state of `size`
  /// bytes, at least a word long: a range's whole words from its start, then one that ends where
  /// it ends; for a range shorter than a word, one word from its start, or the state's last
  /// word. A word may cover bytes around a range: a comparison by words may find a difference
  /// there, never miss one in the range.
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

  /// Copies the state at `source` over the one at `target` (handles of their bytes), moving the
  /// values of the fields in `differing` (``differingFields(_:_:)``) into `replaced`, a buffer
  /// of the state's size and alignment, for ``destroy(_:in:)``.
  ///
  /// Those fields have their values moved out first; then the whole state is copied as bytes,
  /// one block (over the other fields, the same bytes); then the fields moved out are
  /// initialized with copies of the source's values, which retains what they hold.
  @usableFromInline
  func copy(
    _ source: ValueHandle<UInt8>,
    over target: ValueHandle<UInt8>,
    moving differing: UInt64,
    into replaced: ValueHandle<UInt8>
  ) {
    var bits = differing
    while bits != 0 {
      fields[bits.trailingZeroBitCount].moveOut!(target, replaced)
      bits &= bits &- 1
    }
    target.copyBytes(from: source, in: 0..<size)
    bits = differing
    while bits != 0 {
      fields[bits.trailingZeroBitCount].copyIn!(target, source)
      bits &= bits &- 1
    }
  }

  /// Destroys the values that ``copy(_:over:moving:into:)`` moved into `replaced`.
  @usableFromInline
  func destroy(_ moved: UInt64, in replaced: ValueHandle<UInt8>) {
    var bits = moved
    while bits != 0 {
      fields[bits.trailingZeroBitCount].destroy!(replaced)
      bits &= bits &- 1
    }
  }
}
