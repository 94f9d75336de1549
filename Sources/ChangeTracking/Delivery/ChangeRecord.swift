/// One reported change: which property changed, the state right after, and its place in the
/// tracker's order.
///
/// Observers, recorders and the undo history all hold records. The ``sequence`` numbers of one
/// tracker start at 1 and grow by one per record, in the order the records are delivered.
///
/// A record shares its snapshot with the tracker instead of copying it: reporting a change to an
/// observer costs the same whatever the state holds. A record never changes, even after the
/// tracker's next write.
public struct ChangeRecord<State: TrackedState> {
  /// The change that identifies the property that changed.
  @inlinable
  public var change: State.Change {
    _read { yield storedChange }
  }

  @usableFromInline
  let storedChange: State.Change

  /// The snapshot, shared with the tracker and the records of the same state, never written
  /// while shared.
  @usableFromInline
  let source: SnapshotSource<State>

  /// The record's position in its tracker's order of changes, starting at 1.
  @inlinable
  public var sequence: Int { storedSequence }

  @usableFromInline
  let storedSequence: Int

  /// For a property declared with ``TrackedProperty/trackedRows(_:as:reporting:)-5o3kl``, which
  /// elements changed, in the order the changes apply; `nil` for any other property.
  ///
  /// A list view reloads only these rows: see ``RowChange``.
  @inlinable
  public var rowChanges: RowChanges? {
    storedRowChanges
  }

  @usableFromInline
  let storedRowChanges: RowChanges?

  /// The whole state right after the change.
  ///
  /// For a record of a batch, it is the state after the whole batch. Reading one property,
  /// as in `record.snapshot.name`, copies that property only.
  @inlinable
  public var snapshot: State {
    @inline(__always)
    _read { yield source.value }
  }

  /// Creates a record.
  ///
  /// - Parameters:
  ///   - change: The change that identifies the property that changed.
  ///   - snapshot: The state right after the change.
  ///   - sequence: The record's position in its tracker's order of changes.
  ///   - rowChanges: For a property declared row by row, which elements changed.
  @inlinable
  public init(
    change: State.Change,
    snapshot: State,
    sequence: Int,
    rowChanges: RowChanges? = nil
  ) {
    self.init(
      change: change, source: SnapshotSource(StateBox(snapshot)), sequence: sequence,
      rowChanges: rowChanges)
  }

  @inlinable
  init(
    change: State.Change,
    source: SnapshotSource<State>,
    sequence: Int,
    rowChanges: consuming RowChanges? = nil
  ) {
    storedChange = change
    self.source = source
    storedSequence = sequence
    storedRowChanges = rowChanges
  }
}

extension ChangeRecord: Sendable where State: Sendable {}

extension ChangeRecord: Equatable where State: Equatable {
  /// Whether two records have the same change, sequence number, snapshot and row changes.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.change == rhs.change && lhs.sequence == rhs.sequence && lhs.rowChanges == rhs.rowChanges
      && (lhs.source === rhs.source || lhs.snapshot == rhs.snapshot)
  }
}

extension ChangeRecord: Hashable where State: Hashable {
  /// Hashes the change, the snapshot, the sequence number and the row changes.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(change)
    hasher.combine(rowChanges)
    hasher.combine(snapshot)
    hasher.combine(sequence)
  }
}
