/// One registered observer of a tracker.
@usableFromInline
final class Observer<State: TrackedState> {
  /// The changes the observer wants, or `nil` for all.
  @usableFromInline
  let filter: Set<State.Change>?

  /// The filter as a set of bits (see ``ChangePositions``): every bit for an observer of every
  /// change. A record passes when its change's bit is set; a change without a position of its
  /// own is then looked up in `filter`.
  @usableFromInline
  let mask: UInt64

  /// Whether `filter` is set: tested instead of `filter`, so that the set is not retained for
  /// each record.
  @usableFromInline
  let hasFilter: Bool

  /// The last sequence number assigned when the observer registered: it receives only later
  /// records.
  @usableFromInline
  let registeredAfter: Int

  /// The callback.
  ///
  /// Immutable, so that a delivery calls it without retaining it: the tracker keeps every
  /// observer, cancelled or not, until the delivery in progress ends.
  @usableFromInline
  let handler: (ChangeRecord<State>) -> Void

  /// Whether the observer was cancelled: it then receives nothing more.
  @usableFromInline
  @exclusivity(unchecked)
  var isCancelled = false

  init(
    filter: Set<State.Change>?,
    positions: ChangePositions<State>,
    registeredAfter: Int,
    handler: @escaping (ChangeRecord<State>) -> Void
  ) {
    self.filter = filter
    self.mask = filter.map(positions.mask(of:)) ?? .max
    self.hasFilter = filter != nil
    self.registeredAfter = registeredAfter
    self.handler = handler
  }

  /// Whether the observer takes `record`, whose change's bit passed its ``mask``.
  ///
  /// - Parameters:
  ///   - record: The record being delivered.
  ///   - sharesBit: Whether the change has no position of its own (see
  ///     ``ChangePositions/otherChanges``): the filter, if any, decides.
  /// - Returns: Whether to call the observer's handler with `record`.
  @inlinable
  @inline(__always)
  func wants(_ record: ChangeRecord<State>, sharesBit: Bool) -> Bool {
    guard !isCancelled, record.sequence > registeredAfter else {
      return false
    }
    return !sharesBit || !hasFilter || filter?.contains(record.change) ?? true
  }
}
