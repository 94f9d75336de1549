import ChangeTracking
import ChangeTrackingRendering

/// What tells the records of one batch apart from those of separate writes, for
/// ``ChangeExpectations/expectBatch(_:fileID:filePath:line:column:_:)``: each check returns the
/// failure message, or `nil` when the records pass.
enum BatchCheck {
  /// The message when the next records have the expected changes, but in another order than
  /// `changes`: when they were reported by separate writes, that they are not one batch;
  /// otherwise, since a batch reports in the order of `trackedProperties`, that the expectation
  /// names them in the wrong order.
  ///
  /// The separate writes are named first because putting their changes in order would only
  /// lead to that failure.
  static func otherOrder<State: TrackedState & Equatable>(
    _ changes: [State.Change],
    next records: ArraySlice<ChangeRecord<State>>
  ) -> String? {
    let next = records.prefix(changes.count)
    let reported = next.map(\.change)
    guard reported.count == changes.count, reported != changes,
      reported.allSatisfy(changes.contains), changes.allSatisfy(reported.contains)
    else {
      return nil
    }
    if let message = separateWrites(Array(next)) {
      return message
    }
    return "Expected the batch " + list(changes) + ", but its records are in another order:\n"
      + RecordLine.list(Array(next))
      + "\nA batch reports its changes in the order of trackedProperties: expect "
      + list(reported)
  }

  /// The message when `records` do not share one snapshot, as a batch's records do: they were
  /// reported by separate writes.
  static func separateWrites<State: TrackedState & Equatable>(
    _ records: [ChangeRecord<State>]
  ) -> String? {
    guard let first = records.first,
      let other = records.first(where: { $0.snapshot != first.snapshot })
    else {
      return nil
    }
    let heading =
      "Records #\(first.sequence) \(RecordLine.change(first.change)) and #\(other.sequence) "
      + "\(RecordLine.change(other.change)) are not one batch: a batch's records share its "
      + "final snapshot, and theirs differ (- #\(first.sequence), + #\(other.sequence)):\n"
    let lines = ValueDiff.lines(expected: first.snapshot, actual: other.snapshot)
    return heading + lines.printed
  }

  /// The changes, as a step names them: `.name, .email`.
  private static func list(_ changes: [some Hashable]) -> String {
    changes.map { RecordLine.change($0) }.joined(separator: ", ")
  }
}
