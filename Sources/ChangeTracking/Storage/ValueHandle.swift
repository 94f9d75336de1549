/// The address of a value that stays in place while the handle is used, and of the stored
/// properties inside it: the one place where the library reads and writes a state by address.
///
/// A declared property is a stored property at a fixed offset of its state, read there
/// directly rather than through its key path; and an edit of an array in place (``RowEditor``)
/// needs the array where the tracker's box stores it while the edit's closure runs.
///
/// A handle is valid only as long as the storage it was made from: a box the tracker holds, a
/// box a record holds (which no one writes meanwhile), the argument of a closure that gets the
/// handle while it runs, or an element of an array's storage until the array next changes. In
/// debug builds a field's offset is checked against the size of the value that holds it.
@frozen
@usableFromInline
struct ValueHandle<Value> {
  /// Where the value is.
  @usableFromInline
  let address: UnsafeMutablePointer<Value>

  /// Creates the handle of the value at `address`.
  @inlinable
  @inline(__always)
  init(_ address: UnsafeMutablePointer<Value>) {
    self.address = address
  }

  /// The handle of the state that `box` holds, valid as long as the box.
  ///
  /// The state is the first stored property of a final class: it lies right after the object's
  /// two-word header, aligned to its type's alignment. Its address is computed from the
  /// object's, so that two threads reading one record's snapshot begin no modifying access (as
  /// `withUnsafeMutablePointer(to: &box.value)` would); ``checkLayout(of:)`` checks it.
  @inlinable
  @inline(__always)
  init(box: StateBox<Value>) {
    let alignment = MemoryLayout<Value>.alignment
    let offset = (2 &* MemoryLayout<Int>.size &+ alignment &- 1) & ~(alignment &- 1)
    address = (Unmanaged.passUnretained(box).toOpaque() + offset)
      .assumingMemoryBound(to: Value.self)
  }

  /// Stops the program, in debug builds, if the address ``init(box:)`` computes is not the one
  /// the language gives for the box's state; a state of no bytes has no address to check.
  @inlinable
  static func checkLayout(of box: StateBox<Value>) {
    #if DEBUG
      let computed = ValueHandle(box: box).address
      let given = withUnsafeMutablePointer(to: &box.value) { $0 }
      if MemoryLayout<Value>.size > 0, computed != given {
        fatalError("A state's box does not lay out its state after a two-word header")
      }
    #endif
  }

  /// The value, read and written in place.
  @inlinable
  var pointee: Value {
    @inline(__always)
    unsafeAddress { UnsafePointer(address) }
    @inline(__always)
    nonmutating unsafeMutableAddress { address }
  }

  /// The handle of the stored property of type `Field` that starts `offset` bytes into the
  /// value.
  @inlinable
  @inline(__always)
  func field<Field>(at offset: Int, as _: Field.Type) -> ValueHandle<Field> {
    assert(
      offset >= 0 && offset + MemoryLayout<Field>.size <= MemoryLayout<Value>.size,
      "a stored property lies inside the value that holds it")
    return ValueHandle<Field>(
      (UnsafeMutableRawPointer(address) + offset).assumingMemoryBound(to: Field.self))
  }

  /// Calls `body` with the handle of `value`, valid only while `body` runs.
  @inlinable
  @inline(__always)
  static func withTemporary<Result, Failure: Error>(
    _ value: inout Value,
    _ body: (ValueHandle<Value>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try withUnsafeMutablePointer(to: &value) { (address) throws(Failure) in
      try body(ValueHandle(address))
    }
  }
}

extension ValueHandle {
  /// Calls `body` with the handle of `value`, only to read it, valid only while `body` runs.
  @inlinable
  @inline(__always)
  static func reading<Result>(_ value: Value, _ body: (ValueHandle<Value>) -> Result) -> Result {
    withUnsafePointer(to: value) { body(ValueHandle(UnsafeMutablePointer(mutating: $0))) }
  }

  /// Calls `body` with the handle of the wrapped value of `value`, only to read it, or with
  /// `nil` when it is `nil`; the handle is valid only while `body` runs.
  @inlinable
  static func reading<Result>(
    optional value: Value?,
    _ body: (ValueHandle<Value>?) -> Result
  ) -> Result {
    guard let value else {
      return body(nil)
    }
    return reading(value) { (handle: ValueHandle<Value>) in body(handle) }
  }

  /// Calls `body` with the stored property of type `Field` that starts `offset` bytes into the
  /// value, to change it in place.
  @inlinable
  @inline(__always)
  static func modifyField<Field, Result>(
    at offset: Int,
    of value: inout Value,
    as _: Field.Type,
    _ body: (inout Field) -> Result
  ) -> Result {
    withTemporary(&value) { body(&$0.field(at: offset, as: Field.self).pointee) }
  }
}

extension ValueHandle {
  /// The handle of the wrapped value of the optional this handle is of, or `nil` when it is
  /// `nil`: an optional stores its payload at its own address.
  @inlinable
  @inline(__always)
  func payload<Wrapped>() -> ValueHandle<Wrapped>? where Value == Wrapped? {
    guard pointee != nil else {
      return nil
    }
    return ValueHandle<Wrapped>(
      UnsafeMutableRawPointer(address).assumingMemoryBound(to: Wrapped.self))
  }

  /// Whether the array this handle is of keeps its elements in one block of its own: every
  /// array but one bridged lazily from Objective-C.
  @inlinable
  @inline(__always)
  func storesElementsContiguously<Element>() -> Bool where Value == [Element] {
    pointee._baseAddressIfContiguous != nil
  }

  /// The handle of the element at `index` of the array this handle is of, only to read it, in
  /// an array that ``storesElementsContiguously()``.
  @inlinable
  @inline(__always)
  func element<Element>(readingAt index: Int) -> ValueHandle<Element> where Value == [Element] {
    guard let base = pointee._baseAddressIfContiguous else {
      preconditionFailure("An array that stores its elements contiguously")
    }
    assert(index >= 0 && index < pointee.count, "an element of the array")
    return ValueHandle<Element>(base + index)
  }

  /// The handle of the element at `index` of the array this handle is of, valid until the
  /// array is next changed; for a write, once the array owns its storage alone.
  @inlinable
  func element<Element>(at index: Int, forWrite: Bool) -> ValueHandle<Element>
  where Value == [Element] {
    precondition(index >= 0 && index < pointee.count, "an element of the array")
    let base: UnsafeMutablePointer<Element>
    if forWrite {
      base = pointee.withUnsafeMutableBufferPointer { $0.baseAddress! }
    } else {
      base = pointee.withUnsafeBufferPointer { UnsafeMutablePointer(mutating: $0.baseAddress!) }
    }
    return ValueHandle<Element>(base + index)
  }
}

extension ValueHandle {
  /// Whether the value here has the same bits as `value`: the same object, the same string
  /// storage, the same number. A value `==` to the one here but different in its bits (a signed
  /// zero, another object, another spelling of a string) is what the user wrote, and the state
  /// must hold it.
  @inlinable
  @inline(__always)
  func holdsSameBits(as value: Value) -> Bool {
    MemoryLayout<Value>.size == 0
      || withUnsafeBytes(of: value) { written in
        ValueHandle<UInt8>.bytesAreEqual(
          UnsafeRawPointer(address), written.baseAddress!, count: MemoryLayout<Value>.size)
      }
  }

  /// Stores `value` here and returns the value it replaced, for the caller to let go once the
  /// write is complete.
  @inlinable
  @inline(__always)
  func replace(with value: Value) -> Value {
    var replaced = value
    swap(&address.pointee, &replaced)
    return replaced
  }
}

extension ValueHandle {
  /// The value's memory, as a handle of its first byte, for code that reads and writes it at
  /// offsets without knowing its type (``SnapshotLayout``).
  @inlinable
  @inline(__always)
  var bytes: ValueHandle<UInt8> {
    ValueHandle<UInt8>(UnsafeMutableRawPointer(address).assumingMemoryBound(to: UInt8.self))
  }

  /// One bit per 8-byte word whose bytes differ in the value here and in `other`, for the 64
  /// words from the word numbered `first`: the word numbered `i` is at offset `8 * i`, and, when
  /// the value's size is not a multiple of 8, the one after the whole words ends where the value
  /// ends.
  @inlinable
  @inline(__always)
  func differingWords(from other: ValueHandle<Value>, first: Int) -> UInt64 {
    let size = MemoryLayout<Value>.size
    assert(size >= 8, "a value at least a word long")
    let lhs = UnsafeRawPointer(address)
    let rhs = UnsafeRawPointer(other.address)
    let wholeWords = size &>> 3
    var words: UInt64 = 0
    var index = first
    while index < Swift.min(first &+ 64, wholeWords) {
      if _slowPath(
        lhs.loadUnaligned(fromByteOffset: index &<< 3, as: UInt64.self)
          != rhs.loadUnaligned(fromByteOffset: index &<< 3, as: UInt64.self))
      {
        words |= 1 &<< UInt64(index &- first)
      }
      index &+= 1
    }
    if size & 7 != 0, wholeWords &- first < 64,
      lhs.loadUnaligned(fromByteOffset: size &- 8, as: UInt64.self)
        != rhs.loadUnaligned(fromByteOffset: size &- 8, as: UInt64.self)
    {
      words |= 1 &<< UInt64(wholeWords &- first)
    }
    return words
  }
}

extension ValueHandle where Value == UInt8 {
  /// Whether the `count` bytes at `offset` are the same in the value here and in `other`: then
  /// the values there are the same value, holding the same references.
  @inlinable
  @inline(__always)
  func hasSameBytes(as other: ValueHandle<UInt8>, at offset: Int, count: Int) -> Bool {
    Self.bytesAreEqual(
      UnsafeRawPointer(address) + offset, UnsafeRawPointer(other.address) + offset, count: count)
  }

  /// The bits that differ in the 8-byte word at `offset` of the value here and of `other`, as
  /// loaded from memory.
  @inlinable
  @inline(__always)
  func differingBits(from other: ValueHandle<UInt8>, atWord offset: Int) -> UInt64 {
    UnsafeRawPointer(address).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      ^ UnsafeRawPointer(other.address).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
  }

  /// Whether the 8-byte words at `offsets` are the same in the value here and in `other`.
  @inlinable
  @inline(__always)
  func hasSameBytes(as other: ValueHandle<UInt8>, atWords offsets: ContiguousArray<Int>) -> Bool {
    let lhs = UnsafeRawPointer(address)
    let rhs = UnsafeRawPointer(other.address)
    var difference: UInt64 = 0
    for index in offsets.indices {
      difference |=
        lhs.loadUnaligned(fromByteOffset: offsets[index], as: UInt64.self)
        ^ rhs.loadUnaligned(fromByteOffset: offsets[index], as: UInt64.self)
    }
    return difference == 0
  }

  /// Whether the `count` bytes at `lhs` and at `rhs` are the same, compared a word at a time.
  @inlinable
  @inline(__always)
  static func bytesAreEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, count: Int) -> Bool {
    if count == 16 {
      return (lhs.loadUnaligned(as: UInt64.self) ^ rhs.loadUnaligned(as: UInt64.self))
        | (lhs.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
          ^ rhs.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) == 0
    }
    if count == 8 {
      return lhs.loadUnaligned(as: UInt64.self) == rhs.loadUnaligned(as: UInt64.self)
    }
    var index = 0
    while index &+ 8 <= count {
      if lhs.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        != rhs.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      {
        return false
      }
      index &+= 8
    }
    while index < count {
      if lhs.load(fromByteOffset: index, as: UInt8.self)
        != rhs.load(fromByteOffset: index, as: UInt8.self)
      {
        return false
      }
      index &+= 1
    }
    return true
  }

  /// Moves the `Field` at `offset` in the value at `source` to the same offset here, where no
  /// value was: `source` no longer holds one there.
  @inlinable
  @inline(__always)
  func moveInitialize<Field>(_: Field.Type, at offset: Int, from source: ValueHandle<UInt8>) {
    pointer(to: Field.self, at: offset).initialize(
      to: source.pointer(to: Field.self, at: offset).move())
  }

  /// Initializes the `Field` at `offset` here, where no value is, with a copy of the one at the
  /// same offset in the value at `source`, retaining what it holds.
  @inlinable
  @inline(__always)
  func initialize<Field>(_: Field.Type, at offset: Int, from source: ValueHandle<UInt8>) {
    pointer(to: Field.self, at: offset).initialize(
      to: source.pointer(to: Field.self, at: offset).pointee)
  }

  /// Destroys the `Field` at `offset` here, releasing what it holds.
  @inlinable
  @inline(__always)
  func deinitialize<Field>(_: Field.Type, at offset: Int) {
    pointer(to: Field.self, at: offset).deinitialize(count: 1)
  }

  /// The address of the `Field` at `offset` in the value, which its caller knows to be there.
  @inlinable
  @inline(__always)
  func pointer<Field>(to _: Field.Type, at offset: Int) -> UnsafeMutablePointer<Field> {
    (UnsafeMutableRawPointer(address) + offset).assumingMemoryBound(to: Field.self)
  }

  /// Copies the bytes in `range` of the value at `source` over the same bytes here, counting no
  /// reference: only for bytes that hold none, the same ones here, or where values were moved
  /// out.
  @inlinable
  @inline(__always)
  func copyBytes(from source: ValueHandle<UInt8>, in range: Range<Int>) {
    (UnsafeMutableRawPointer(address) + range.lowerBound).copyMemory(
      from: UnsafeRawPointer(source.address) + range.lowerBound, byteCount: range.count)
  }

  /// Calls `body` with a handle of uninitialized memory of `byteCount` bytes aligned to
  /// `alignment`, valid only while `body` runs; what `body` leaves there is not destroyed.
  @inlinable
  static func withScratch<Result>(
    byteCount: Int,
    alignment: Int,
    _ body: (ValueHandle<UInt8>) -> Result
  ) -> Result {
    withUnsafeTemporaryAllocation(byteCount: byteCount, alignment: alignment) {
      body(ValueHandle($0.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: UInt8.self)))
    }
  }
}

extension ValueHandle where Value: Equatable {
  /// Whether the value here equals the value of `other`, as `==` tells.
  @inlinable
  @inline(__always)
  func holdsValue(equalTo other: ValueHandle<Value>) -> Bool {
    pointee == other.pointee
  }

  /// Whether the value here equals `value`, as `==` tells.
  @inlinable
  @inline(__always)
  func holdsValue(equalTo value: Value) -> Bool {
    pointee == value
  }
}
