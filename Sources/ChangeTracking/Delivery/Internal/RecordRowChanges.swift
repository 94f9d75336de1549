/// Where a record's row changes are, as a delivery says it to ``ChangeRecord``'s initializer,
/// which keeps it as an optional list and a flag (``ChangeRecord/storedRowChanges``,
/// ``ChangeRecord/rowChangesAreInSnapshotBox``): a record of a scalar write holds no list, and a
/// record whose row changes are in its snapshot's box holds none of its own.
@usableFromInline
enum RecordRowChanges: Sendable {
  /// The record is of a property not declared row by row.
  case none

  /// The row changes, held by the record.
  case list(RowChanges)

  /// The row changes are those of the box that holds the record's snapshot
  /// (``StateBox/rowChanges``): the record of an element edit made through a root tracker.
  case inSnapshotBox

  /// The record's row changes as the record stores them: `nil` as ``none``.
  @inlinable
  @inline(__always)
  init(_ rowChanges: consuming RowChanges?) {
    if let rowChanges {
      self = .list(rowChanges)
    } else {
      self = .none
    }
  }
}
