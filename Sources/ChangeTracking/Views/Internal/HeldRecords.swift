/// A child tracker's changes, each waiting for its parent to deliver the record that embeds it:
/// the one ordering rule of every scope, under which a child's records reach the child's
/// observers at the child's turn among the parent's observers.
///
/// A held change holds no snapshot: its record takes the parent record's when it is released.
@usableFromInline
struct HeldRecords<Child: TrackedState> {
  /// In the order of the parent records they wait for.
  @usableFromInline
  let queue = RecordQueue<(parentSequence: Int, change: ViewChange<Child>)>()

  @usableFromInline
  init() {}

  @inlinable
  var isEmpty: Bool { queue.isEmpty }

  /// Keeps `change` until the parent delivers its record numbered `parentSequence`.
  @inlinable
  func hold(_ change: consuming ViewChange<Child>, untilParentRecord parentSequence: Int) {
    queue.enqueue((parentSequence, change))
  }

  /// Gives `deliver` each change that waits for the parent record numbered `sequence`, lets go
  /// of those that waited for an earlier one, which no longer comes, and returns how many it let
  /// go of, delivered or not.
  @inlinable
  func release(
    forParentRecord sequence: Int,
    to deliver: (ViewChange<Child>) -> Void
  ) -> Int {
    var released = 0
    while let next = queue.withFirst({ $0.parentSequence }), next <= sequence {
      let held = queue.dequeue()!
      released += 1
      if next == sequence {
        deliver(held.change)
      }
    }
    return released
  }

  var count: Int { queue.count }
}
