/// The snapshots of an undo history, one per slot of its ring: a buffer that only the history
/// holds, so that a step reads and writes a slot in place with no check that the buffer is
/// shared, and appends a new slot's snapshot with a copy of the state made where it is.
///
/// The buffer grows geometrically up to the ring's size, in place where the allocator can
/// (``ValueHandle/reallocateBuffer(count:capacity:)``). A handle of a slot is valid until the
/// ring next grows or is emptied: the history is neither while a tracker reads a slot (its
/// exclusive access).
@usableFromInline
final class SnapshotRing<State> {
  /// The first slot's snapshot.
  @exclusivity(unchecked)
  @usableFromInline
  var base: ValueHandle<State>

  /// The number of slots that hold a snapshot, from the first.
  @exclusivity(unchecked)
  @usableFromInline
  var count = 0

  /// The number of slots the buffer has room for.
  @exclusivity(unchecked)
  @usableFromInline
  var capacity: Int

  /// An empty ring, with room for a few snapshots.
  init() {
    capacity = RingGrowth.initialCapacity
    base = .allocateBuffer(capacity: capacity)
  }

  deinit {
    base.deinitialize(count: count)
    base.deallocateBuffer()
  }

  /// The handle of the snapshot in `slot`, valid until the ring next grows or is emptied.
  @inlinable
  @inline(__always)
  func handle(at slot: Int) -> ValueHandle<State> {
    precondition(UInt(bitPattern: slot) < UInt(bitPattern: count), "a slot that holds a snapshot")
    return base.advanced(by: slot)
  }

  /// The snapshot in `slot`.
  @inlinable
  subscript(slot: Int) -> State {
    @inline(__always) get { handle(at: slot).pointee }
    @inline(__always) _modify { yield &handle(at: slot).pointee }
  }

  /// Stores `snapshot` in a new slot, after the last, growing the buffer up to `limit` slots.
  @inlinable
  @inline(__always)
  func append(_ snapshot: consuming State, growingTo limit: Int) {
    makeRoom(growingTo: limit)
    base.advanced(by: count).initialize(to: snapshot)
    count &+= 1
  }

  /// Stores a copy of the state at `state` in a new slot, after the last, growing the buffer up
  /// to `limit` slots.
  @inlinable
  @inline(__always)
  func append(copyOf state: ValueHandle<State>, growingTo limit: Int) {
    makeRoom(growingTo: limit)
    base.advanced(by: count).initialize(to: state.pointee)
    count &+= 1
  }

  /// Makes room for one more snapshot.
  @inlinable
  @inline(__always)
  func makeRoom(growingTo limit: Int) {
    if count == capacity {
      grow(to: RingGrowth.capacity(after: capacity, limit: limit))
    }
  }

  /// Grows the buffer to `newCapacity` slots, more than it holds.
  @usableFromInline
  func grow(to newCapacity: Int) {
    precondition(newCapacity > count, "a ring grows to hold one more snapshot")
    base = base.reallocateBuffer(count: count, capacity: newCapacity)
    capacity = newCapacity
  }

  /// Empties the ring, giving its buffer back but for the room of an empty ring, and calls
  /// `refill` before the snapshots it held are destroyed: a `deinit` that their values run, and
  /// that reaches the tracker, finds the ring as `refill` left it, never half destroyed.
  func removeAll(refilling refill: () -> Void) {
    let old = base
    let oldCount = count
    count = 0
    capacity = RingGrowth.initialCapacity
    base = .allocateBuffer(capacity: capacity)
    refill()
    old.deinitialize(count: oldCount)
    old.deallocateBuffer()
  }
}
