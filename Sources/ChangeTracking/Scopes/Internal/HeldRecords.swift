/// A child tracker's records, each waiting for its parent to deliver the record that embeds it:
/// the one ordering rule of every scope, under which a child's records reach the child's
/// observers at the child's turn among the parent's observers.
@usableFromInline
struct HeldRecords<Child: TrackedState> {
  /// The records, in the order of the parent records they wait for.
  @usableFromInline
  let queue = RecordQueue<(parentSequence: Int, record: ChangeRecord<Child>)>()

  @usableFromInline
  init() {}

  /// Keeps `record` until the parent delivers its record numbered `parentSequence`.
  @inlinable
  func hold(_ record: ChangeRecord<Child>, untilParentRecord parentSequence: Int) {
    queue.enqueue((parentSequence, record))
  }

  /// Gives `deliver` each record that waits for the parent record numbered `sequence`, and lets
  /// go of those that waited for an earlier one, which no longer comes.
  ///
  /// - Returns: Whether a record waited for that parent record.
  @inlinable
  @discardableResult
  func release(
    forParentRecord sequence: Int,
    to deliver: (ChangeRecord<Child>) -> Void
  ) -> Bool {
    var released = false
    while let next = queue.withFirst({ $0.parentSequence }), next <= sequence {
      let held = queue.dequeue()!
      if next == sequence {
        deliver(held.record)
        released = true
      }
    }
    return released
  }
}
