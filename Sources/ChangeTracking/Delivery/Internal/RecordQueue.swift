/// A first-in first-out queue of records whose memory follows the records actually waiting.
///
/// Records are appended at the back and taken from the front. Taken records are released in
/// batches: once they outnumber the waiting ones, the waiting ones move to the front, so that a
/// long chain of writes, each queued while the one before is delivered, never holds more than
/// about twice the records waiting. A buffer grown by a burst is given back once it empties.
@usableFromInline
struct RecordQueue<Element> {
  /// The capacity a queue keeps when it empties; a larger buffer is released.
  @usableFromInline
  static var retainedCapacity: Int { 64 }

  /// Records appended; those before `head` were already taken.
  @usableFromInline
  var buffer: ContiguousArray<Element> = []

  /// The index of the next record to take.
  @usableFromInline
  var head = 0

  @inlinable
  init() {}

  /// The number of records waiting.
  @inlinable
  var count: Int { buffer.count - head }

  /// Whether no record is waiting.
  @inlinable
  var isEmpty: Bool { head == buffer.count }

  /// The next record, left in place, or `nil` when none is waiting.
  @inlinable
  var first: Element? {
    head < buffer.count ? buffer[head] : nil
  }

  /// The number of records the buffer holds, waiting or already taken but not yet released.
  var heldCount: Int { buffer.count }

  /// Adds a record behind those waiting.
  @inlinable
  mutating func enqueue(_ element: Element) {
    buffer.append(element)
  }

  /// Takes the next record, or returns `nil` when none is waiting.
  @inlinable
  mutating func dequeue() -> Element? {
    guard head < buffer.count else {
      return nil
    }
    let element = buffer[head]
    head += 1
    if head == buffer.count {
      buffer.removeAll(keepingCapacity: buffer.capacity <= Self.retainedCapacity)
      head = 0
    } else if head >= Self.retainedCapacity / 2, head >= buffer.count - head {
      releaseTakenRecords()
    }
    return element
  }

  /// Moves the waiting records to the front, releasing the ones already taken.
  @usableFromInline
  mutating func releaseTakenRecords() {
    buffer.removeSubrange(0..<head)
    head = 0
  }
}
