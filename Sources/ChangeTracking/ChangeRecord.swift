/// One reported change: which property changed, the state right after, and its place in the
/// tracker's order.
///
/// Observers, recorders and the undo history all hold records. The ``sequence`` numbers of one
/// tracker start at 1 and grow by one per record, in the order the records are delivered.
public struct ChangeRecord<State: TrackedState> {
  /// The change that identifies the property that changed.
  public let change: State.Change

  /// The whole state right after the change.
  ///
  /// For a record of a batch, it is the state after the whole batch.
  public let snapshot: State

  /// The record's position in its tracker's order of changes, starting at 1.
  public let sequence: Int

  /// Creates a record.
  ///
  /// - Parameters:
  ///   - change: The change that identifies the property that changed.
  ///   - snapshot: The state right after the change.
  ///   - sequence: The record's position in its tracker's order of changes.
  @inlinable
  public init(change: State.Change, snapshot: State, sequence: Int) {
    self.change = change
    self.snapshot = snapshot
    self.sequence = sequence
  }
}

extension ChangeRecord: Sendable where State: Sendable {}

extension ChangeRecord: Equatable where State: Equatable {}

extension ChangeRecord: Hashable where State: Hashable {}
