/// How a state lies in memory, as its declarations tell: the properties whose values hold
/// references, and the bytes around them, which hold none. What lets the undo history copy a
/// state over an older snapshot property by property.
///
/// A state assigned over another as a whole retains every reference it holds and releases every
/// reference it replaces, even where both hold the same: two atomic operations per reference.
/// Copied by ``copy(_:over:replacedInto:)``, a property whose bytes are the same in both (the
/// same strings, the same array buffers, the same objects) is not touched; any other has its
/// value moved out and a copy of the new one put in its place; the bytes that hold no reference
/// are copied as bytes. The values moved out are destroyed by ``destroy(_:in:)`` once the copy is
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

  /// The layout of a state of `size` bytes whose stored properties are `fields`, or `nil` when
  /// more than 64 of them hold references (a copy notes the ones it replaced in one word).
  init?(fields: [StoredField], size: Int, comparesInPlace: Bool) {
    let references = fields.filter { $0.replace != nil }.sorted { $0.offset < $1.offset }
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
    plainByteCount = plainRanges.reduce(0) { $0 + $1.count }
    referenceByteCount = referenceRanges.reduce(0) { $0 + $1.count }
    self.size = size
    self.comparesInPlace = comparesInPlace
  }

  /// Copies the state at `source` over the one at `target` (handles of their bytes), moving the
  /// values it replaces into `replaced`, a buffer of the state's size and alignment.
  ///
  /// - Returns: One bit per field, in ``fields``' order: those whose values were moved into
  ///   `replaced`, for ``destroy(_:in:)``.
  @usableFromInline
  func copy(
    _ source: ValueHandle<UInt8>,
    over target: ValueHandle<UInt8>,
    replacedInto replaced: ValueHandle<UInt8>
  ) -> UInt64 {
    var moved: UInt64 = 0
    // Read where the array keeps them: a binding would be retained.
    for index in fields.indices
    where !target.hasSameBytes(as: source, at: fields[index].offset, count: fields[index].size) {
      fields[index].replace!(target, source, replaced)
      moved |= 1 << UInt64(index)
    }
    for index in plainRanges.indices {
      target.copyBytes(from: source, in: plainRanges[index])
    }
    return moved
  }

  /// Destroys the values that ``copy(_:over:replacedInto:)`` moved into `replaced`.
  @usableFromInline
  func destroy(_ moved: UInt64, in replaced: ValueHandle<UInt8>) {
    var bits = moved
    while bits != 0 {
      fields[bits.trailingZeroBitCount].destroy!(replaced)
      bits &= bits &- 1
    }
  }
}
