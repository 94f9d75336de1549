public import ChangeTracking

/// What a ``ChangeRecorder`` keeps of the records it receives, and the calls waiting for them.
///
/// A class of its own, held strongly by the recorder's observer: a record reaches it with no
/// reference count touched, where an observer that reached the recorder through an `unowned`
/// reference would retain and release it on each record.
@usableFromInline
final class ReceivedRecords<State: TrackedState> {
  /// What is kept of each record received, oldest first.
  ///
  /// The snapshot is copied out of the record, so that the tracker, no longer sharing its state
  /// with the record, goes on writing in place: recording allocates only as this array grows.
  ///
  /// Unchecked: the recorder lives in its tracker's isolation, and nothing holds an access to
  /// it across a call that could reach it again.
  @usableFromInline
  @exclusivity(unchecked)
  var entries:
    ContiguousArray<
      (change: State.Change, snapshot: State, sequence: Int, rowChanges: RowChanges?)
    > = []

  /// Calls waiting for a number of records.
  ///
  /// Unchecked, as ``entries``: read on each record.
  @usableFromInline
  @exclusivity(unchecked)
  var waiters: [RecordWaiter] = []

  /// Creates an empty log.
  @usableFromInline
  init() {}

  /// Keeps what `record` holds, and wakes the calls waiting for as many records.
  @inlinable
  func receive(_ record: ChangeRecord<State>) {
    entries.append((record.change, record.snapshot, record.sequence, record.rowChanges))
    if !waiters.isEmpty {
      wakeWaiters()
    }
  }

  /// Resumes each call that waits for no more records than have arrived.
  @usableFromInline
  func wakeWaiters() {
    for waiter in waiters where waiter.count <= entries.count {
      waiter.finish(arrived: true)
    }
  }
}
