/// A reported change without its snapshot: which property changed, which rows, and its place in
/// the tracker's order.
///
/// What ``StateTracker/changeEvents`` yields: a ``ChangeRecord`` less its snapshot, for a reader
/// that needs only what changed. Holding one keeps nothing of the state, so a write made while
/// it waits copies nothing.
public struct ChangeEvent<Change: Hashable & Sendable>: Hashable, Sendable {
  /// The change that identifies the property that changed.
  public let change: Change

  /// The event's position in its tracker's order of changes, the ``ChangeRecord/sequence`` of
  /// its record.
  public let sequence: Int

  /// For a property declared row by row, which elements changed; `nil` for any other property.
  public let rowChanges: RowChanges?

  /// Creates an event.
  ///
  /// - Parameters:
  ///   - change: The change that identifies the property that changed.
  ///   - sequence: The event's position in its tracker's order of changes.
  ///   - rowChanges: For a property declared row by row, which elements changed.
  public init(change: Change, sequence: Int, rowChanges: RowChanges? = nil) {
    self.change = change
    self.sequence = sequence
    self.rowChanges = rowChanges
  }
}
