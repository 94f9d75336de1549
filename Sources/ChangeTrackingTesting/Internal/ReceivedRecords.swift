public import ChangeTracking

/// What a ``ChangeRecorder`` keeps of the records it receives, and the calls waiting for them.
///
/// A class of its own, held strongly by the recorder's observer: a record reaches it with no
/// reference count touched, where an observer that reached the recorder through an `unowned`
/// reference would retain and release it on each record.
///
/// The records are kept in chunks, each allocated once with room for all it will hold (64
/// entries, then twice as many as the chunk before, up to 4,096): no entry is copied again as
/// the log grows. Each entry holds a copy of the record's snapshot, not the record, so that the
/// tracker's next write stays in place.
@usableFromInline
final class ReceivedRecords<State: TrackedState> {
  /// What is kept of one record.
  @usableFromInline
  typealias Entry = (
    change: State.Change, snapshot: State, sequence: Int, rowChanges: RowChanges?
  )

  /// The chunks already full, oldest first.
  ///
  /// Unchecked, as every property here: the recorder lives in its tracker's isolation, and
  /// nothing holds an access to it across a call that could reach it again.
  @exclusivity(unchecked)
  var fullChunks: [ContiguousArray<Entry>] = []

  /// The chunk being filled: the newest entries, never past its capacity.
  @usableFromInline
  @exclusivity(unchecked)
  var chunk: ContiguousArray<Entry> = []

  /// Calls waiting for a number of records.
  @usableFromInline
  @exclusivity(unchecked)
  var waiters: [RecordWaiter] = []

  /// The number of entries in ``fullChunks``.
  @exclusivity(unchecked)
  private var fullCount = 0

  /// Creates an empty log.
  @usableFromInline
  init() {}

  /// The number of records kept.
  var count: Int {
    fullCount + chunk.count
  }

  /// The records kept from position `start` on, oldest first.
  func entries(from start: Int) -> ContiguousArray<Entry> {
    var result = ContiguousArray<Entry>()
    var skipped = start
    for part in fullChunks + [chunk] {
      result.append(contentsOf: part.dropFirst(skipped))
      skipped = Swift.max(skipped - part.count, 0)
    }
    return result
  }

  /// The changes of the records kept, oldest first.
  var changes: [State.Change] {
    (fullChunks + [chunk]).flatMap { $0.map(\.change) }
  }

  /// The snapshots of the records kept, oldest first.
  var snapshots: [State] {
    (fullChunks + [chunk]).flatMap { $0.map(\.snapshot) }
  }

  /// Keeps what `record` holds, and wakes the calls waiting for as many records.
  @inlinable
  func receive(_ record: ChangeRecord<State>) {
    if chunk.count == chunk.capacity {
      startChunk()
    }
    chunk.append((record.change, record.snapshot, record.sequence, record.rowChanges))
    if !waiters.isEmpty {
      wakeWaiters()
    }
  }

  /// Puts the full chunk with the others and starts an empty one, twice its capacity.
  @usableFromInline
  func startChunk() {
    let capacity = Swift.min(Swift.max(chunk.capacity * 2, 64), 4_096)
    if !chunk.isEmpty {
      fullCount += chunk.count
      if fullChunks.isEmpty {
        fullChunks.reserveCapacity(16)
      }
      fullChunks.append(chunk)
    }
    chunk = []
    chunk.reserveCapacity(capacity)
  }

  /// Forgets every record.
  func removeAll() {
    fullChunks = []
    fullCount = 0
    chunk = []
  }

  /// Resumes each call that waits for no more records than have arrived.
  @usableFromInline
  func wakeWaiters() {
    for waiter in waiters where waiter.count <= count {
      waiter.finish(arrived: true)
    }
  }
}
