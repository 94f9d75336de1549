/// The order in which reported records reach observers: the deterministic core of delivery.
///
/// A record reported while no delivery is in progress is delivered at once; one reported during
/// a delivery (an observer writing back) waits here until every earlier record has reached every
/// observer. Draining is a loop, never a recursion, so chains of writes do not grow the stack.
/// The buffer keeps its capacity, so steady-state delivery does not allocate.
@usableFromInline
struct RecordQueue<Element> {
  /// Records waiting for delivery; those before `head` were already handed out.
  @usableFromInline
  var pending: ContiguousArray<Element> = []

  /// The index of the next record to hand out.
  @usableFromInline
  var head = 0

  /// Whether a delivery is in progress.
  @usableFromInline
  var isDelivering = false

  @inlinable
  init() {}

  /// The number of records waiting.
  @inlinable
  var count: Int { pending.count - head }

  /// The next record to hand out, left in place, or `nil` when none is waiting.
  @inlinable
  var first: Element? {
    head < pending.count ? pending[head] : nil
  }

  /// Adds a record behind those already waiting.
  @inlinable
  mutating func enqueue(_ element: Element) {
    pending.append(element)
  }

  /// Hands out the next waiting record; when none is left, ends the delivery and returns `nil`.
  @inlinable
  mutating func next() -> Element? {
    guard head < pending.count else {
      isDelivering = false
      return nil
    }
    let element = pending[head]
    head += 1
    if head == pending.count {
      pending.removeAll(keepingCapacity: true)
      head = 0
    }
    return element
  }
}
