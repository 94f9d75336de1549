/// A first-in first-out queue of records in a ring buffer; a buffer grown by a burst is given
/// back once the queue empties.
///
/// A reference type: the tracker's delivery and each view link own one queue, never shared.
/// The ring's memory is managed by hand, in this type only: a record is queued and taken on
/// every delivered write, and neither pays a bounds or uniqueness check.
@usableFromInline
final class RecordQueue<Element> {
  /// The largest capacity a queue keeps when it empties.
  @usableFromInline
  static var retainedCapacity: Int { 64 }

  /// The ring; `nil` while the capacity is 0. The fields are unchecked: only the queue's owner
  /// reaches the queue, from its isolation, and never holds an access to it across a call that
  /// could reach it again.
  @usableFromInline
  @exclusivity(unchecked)
  var elements: UnsafeMutablePointer<Element>?

  @usableFromInline
  @exclusivity(unchecked)
  private(set) var capacity = 0

  @usableFromInline
  @exclusivity(unchecked)
  var head = 0

  @usableFromInline
  @exclusivity(unchecked)
  private(set) var count = 0

  @inlinable
  init() {}

  deinit {
    guard let elements else {
      return
    }
    for offset in 0..<count {
      (elements + slot(head + offset)).deinitialize(count: 1)
    }
    elements.deallocate()
  }

  @inlinable
  var isEmpty: Bool { count == 0 }

  /// The records the buffer holds: those waiting, since taken ones are moved out at once.
  var heldCount: Int { count }

  /// The slot of `position`, a position from 0 to twice the capacity.
  @inlinable
  func slot(_ position: Int) -> Int {
    position >= capacity ? position - capacity : position
  }

  /// `body` applied to the next record, left in place; `nil` when none is waiting.
  @inlinable
  func withFirst<Result>(_ body: (Element) -> Result) -> Result? {
    count > 0 ? body(elements.unsafelyUnwrapped[head]) : nil
  }

  /// The next record, left in place, or `nil` when none is waiting.
  @inlinable
  var first: Element? {
    withFirst { $0 }
  }

  @inlinable
  func enqueue(_ element: consuming Element) {
    if count == capacity {
      grow()
    }
    (elements.unsafelyUnwrapped + slot(head + count)).initialize(to: element)
    count += 1
  }

  @inlinable
  func dequeue() -> Element? {
    guard count > 0 else {
      return nil
    }
    let element = (elements.unsafelyUnwrapped + head).move()
    count -= 1
    head = count == 0 ? 0 : slot(head + 1)
    if count == 0, capacity > Self.retainedCapacity {
      releaseBuffer()
    }
    return element
  }

  /// Doubles the capacity, moving the waiting records to the front of a new ring.
  @usableFromInline
  func grow() {
    let newCapacity = Swift.max(4, 2 * capacity)
    let grown = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
    if let elements {
      let firstRun = Swift.min(count, capacity - head)
      grown.moveInitialize(from: elements + head, count: firstRun)
      (grown + firstRun).moveInitialize(from: elements, count: count - firstRun)
      elements.deallocate()
    }
    elements = grown
    capacity = newCapacity
    head = 0
  }

  @usableFromInline
  func releaseBuffer() {
    elements?.deallocate()
    elements = nil
    capacity = 0
  }
}
