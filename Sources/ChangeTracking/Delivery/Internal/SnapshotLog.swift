/// The snapshots of records, kept in order for a recorder, each as the state it was.
///
/// Copying a state counts a reference to everything it holds. A snapshot that holds the same
/// references as the last
/// snapshot kept whole (the common record: a number or a flag changed) is kept as the bytes
/// that hold no reference, beside that whole snapshot, and retains nothing; any other is kept
/// whole. Reading a snapshot copies its whole one and puts its own bytes back over it.
///
/// Only for a state whose declarations tell how it lies in memory (see
/// ``SnapshotLayout``), and only for records whose snapshot is a root's own box; every other
/// snapshot is kept whole.
@usableFromInline
package struct SnapshotLog<State: TrackedState> {
  /// How the state lies in memory, or `nil`: every snapshot is kept whole.
  @usableFromInline
  let layout: SnapshotLayout?

  /// The snapshots kept whole, oldest first, each in a box where it is read in place.
  @usableFromInline
  var wholes: ContiguousArray<StateBox<State>> = []

  /// The bytes of the reference fields of the last snapshot kept whole, as they were in the box
  /// of the record it was copied from (``SnapshotLayout/referenceImage(of:)``); `nil` when that
  /// snapshot was not read in place, or while there is none.
  ///
  /// Compared with the record's own box, not with the copy: a copy need not carry the padding
  /// and unused bytes inside a field (in a nested struct, an existential's buffer, an enum's
  /// smaller case), where the tracker's box keeps the same bytes from one write to the next. The
  /// references these bytes name stay alive, and their addresses unused, as long as the whole
  /// snapshot holds them.
  @usableFromInline
  var lastWholeReferences: ContiguousArray<UInt8>?

  /// Where a snapshot is kept: the whole snapshot it is or shares its references with, and
  /// where its own bytes start in ``plainBytes`` (`-1` for a whole one).
  @usableFromInline
  package typealias Position = (whole: Int, plainStart: Int)

  /// The bytes that hold no reference of each snapshot not kept whole, one after the other, in
  /// the first ``plainBytesUsed`` bytes; the rest is room for more.
  @usableFromInline
  var plainBytes: ContiguousArray<UInt8> = []

  /// The number of bytes of ``plainBytes`` in use.
  @usableFromInline
  var plainBytesUsed = 0

  /// An empty log of the snapshots of `tracker`'s records.
  package init(of tracker: StateTracker<State>) {
    layout = tracker.properties.snapshotLayout(of: tracker.state)
  }

  /// Keeps the snapshot of `record`, and returns where it is kept.
  @inlinable
  package mutating func append(_ record: borrowing ChangeRecord<State>) -> Position {
    let snapshot = record.source.bytesInOwnBox
    if let layout, let snapshot, let lastWholeReferences,
      layout.hasSameReferences(snapshot, as: lastWholeReferences)
    {
      if plainBytesUsed + layout.plainByteCount > plainBytes.count {
        makeRoom(for: layout.plainByteCount)
      }
      let start = plainBytesUsed
      layout.copyPlainBytes(of: snapshot, into: &plainBytes, startingAt: start)
      plainBytesUsed += layout.plainByteCount
      return (wholes.count - 1, start)
    }
    wholes.append(StateBox(record.snapshot))
    lastWholeReferences = nil
    if let layout, let snapshot {
      lastWholeReferences = layout.referenceImage(of: snapshot)
    }
    return (wholes.count - 1, -1)
  }

  /// Makes ``plainBytes`` at least twice as large, with room for 64 snapshots of `count` bytes
  /// at first.
  @usableFromInline
  mutating func makeRoom(for count: Int) {
    plainBytes.append(contentsOf: repeatElement(0, count: Swift.max(plainBytes.count, count * 64)))
  }

  /// The snapshot kept at `position`.
  package func snapshot(at position: Position) -> State {
    var snapshot = wholes[position.whole].value
    if position.plainStart >= 0, let layout {
      ValueHandle.withTemporary(&snapshot) {
        layout.restorePlainBytes(of: $0.bytes, from: plainBytes, startingAt: position.plainStart)
      }
    }
    return snapshot
  }

  /// Forgets every snapshot.
  package mutating func removeAll() {
    wholes = []
    lastWholeReferences = nil
    plainBytes = []
    plainBytesUsed = 0
  }
}
