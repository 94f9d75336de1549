/// What every tracker of a tree shares: the root's state, which the root and its views read and
/// write in place (the root's box and the address of the state in it), and how many twin views
/// the tree has. One object per tree, so that a view reaches the root's state directly.
///
/// Its fields are unchecked for exclusivity: only the trackers of the tree reach them, from the
/// tree's isolation, and no access to one spans a call that may reach it again.
@usableFromInline
final class TreeStorage {
  /// The box of the root's state.
  @usableFromInline
  @exclusivity(unchecked)
  var box: AnyObject

  /// The address of the root's state in ``box``.
  @usableFromInline
  @exclusivity(unchecked)
  var address: UnsafeMutableRawPointer

  /// Whether anything but the storage may hold ``box``: set when a record or a batch takes it,
  /// cleared when a write has made sure the storage is its only owner. A write checks who owns
  /// the box only while this is set.
  @usableFromInline
  @exclusivity(unchecked)
  var boxMayBeShared = false

  /// Whether a record that holds ``box`` went into a stream, whose reader may read it on
  /// another thread: the next write then moves the state into a new box, whoever still holds
  /// this one, so that no write can meet a read of it.
  @usableFromInline
  @exclusivity(unchecked)
  var boxWasSent = false

  /// Counts the writes stored in the tree, through any of its trackers, so that a comparison
  /// can tell whether the state moved under it.
  @usableFromInline
  @exclusivity(unchecked)
  var writeCount = 0

  /// The buffer the next edit of an array in the tree notes its row changes in (see
  /// ``lendRowChangeBuffer()``).
  @usableFromInline
  @exclusivity(unchecked)
  var rowChangeBuffer = ContiguousArray<RowChange>()

  /// The number of views whose parent has another live view over the same path.
  ///
  /// While it is not 0, a write through a view keeps the view's state as it was before the
  /// write, so that the other view can be told what changed.
  @usableFromInline
  @exclusivity(unchecked)
  var twinCount = 0

  /// Makes a box that holds a copy of the state in a box.
  @usableFromInline
  let copyBox: (AnyObject) -> AnyObject

  /// The address of the state in a box.
  @usableFromInline
  let addressInBox: (AnyObject) -> UnsafeMutableRawPointer

  /// Where the root's state is in any box of it, in bytes from the box's start.
  @usableFromInline
  let stateOffsetInBox: Int

  /// A storage that holds `state`.
  @inlinable
  init<Root>(_ state: Root) {
    let box = StateBox(state)
    ValueHandle.checkLayout(of: box)
    self.box = box
    address = UnsafeMutableRawPointer(ValueHandle(box: box).address)
    stateOffsetInBox = address - UnsafeMutableRawPointer(Unmanaged.passUnretained(box).toOpaque())
    copyBox = { StateBox(Self.box($0, of: Root.self).value) }
    addressInBox = {
      UnsafeMutableRawPointer(ValueHandle(box: Self.box($0, of: Root.self)).address)
    }
  }

  /// The box `box` is, as the `StateBox` of `Root` it is.
  @inlinable
  @inline(__always)
  static func box<Root>(_ box: AnyObject, of _: Root.Type) -> StateBox<Root> {
    unsafeDowncast(box, to: StateBox<Root>.self)
  }

  /// The root's state, read in place, valid until the next write.
  @inlinable
  @inline(__always)
  func state<Root>(as _: Root.Type) -> ValueHandle<Root> {
    ValueHandle(address.assumingMemoryBound(to: Root.self))
  }

  /// The root's state for a write: in a box the storage owns alone.
  @inlinable
  @inline(__always)
  func writableState<Root>(as _: Root.Type) -> ValueHandle<Root> {
    ValueHandle(writableAddress().assumingMemoryBound(to: Root.self))
  }

  /// The address of the root's state; for a write, in a box the storage owns alone.
  @inlinable
  @inline(__always)
  func address(forWrite: Bool) -> UnsafeMutableRawPointer {
    forWrite ? writableAddress() : address
  }

  /// The address of the root's state in a box the storage owns alone.
  @inlinable
  @inline(__always)
  func writableAddress() -> UnsafeMutableRawPointer {
    if boxMayBeShared {
      if boxWasSent || !isKnownUniquelyReferenced(&box) {
        moveIntoNewBox()
      }
      boxMayBeShared = false
    }
    return address
  }

  /// Moves the state into a box of its own, leaving the shared one to its other holders.
  @usableFromInline
  func moveIntoNewBox() {
    box = copyBox(box)
    address = addressInBox(box)
    boxWasSent = false
  }

  /// Counts a write stored in the tree (see ``writeCount``).
  @inlinable
  @inline(__always)
  func countWrite() {
    writeCount &+= 1
  }

  /// Notes that a record holding the box went into a stream (see ``boxWasSent``).
  func noteBoxSent() {
    boxWasSent = true
    boxMayBeShared = true
  }

  /// The box, marked as shared: a record or a batch holds it.
  @inlinable
  @inline(__always)
  func sharedBox() -> AnyObject {
    boxMayBeShared = true
    return box
  }

  /// The box, marked as shared, as the `StateBox` of `Root` it is.
  @inlinable
  @inline(__always)
  func sharedBox<Root>(of _: Root.Type) -> StateBox<Root> {
    boxMayBeShared = true
    return Self.box(box, of: Root.self)
  }

  /// The handle of the value of type `Value` at `byteOffset` in a box that a record holds,
  /// valid as long as the box: a box that a record holds is never written.
  @inlinable
  @inline(__always)
  static func handle<Value>(
    of _: Value.Type, in box: AnyObject, atByteOffset byteOffset: Int
  ) -> ValueHandle<Value> {
    ValueHandle(
      (Unmanaged.passUnretained(box).toOpaque() + byteOffset).assumingMemoryBound(to: Value.self))
  }

  /// The address of the root's state in a box that ``sharedBox()`` returned.
  @inlinable
  func address(inSharedBox box: AnyObject) -> UnsafeMutableRawPointer {
    addressInBox(box)
  }
}
