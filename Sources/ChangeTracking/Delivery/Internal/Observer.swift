/// One registered observer of a tracker.
@usableFromInline
final class Observer<State: TrackedState> {
  /// The changes the observer wants, or `nil` for all.
  @usableFromInline
  let filter: Set<State.Change>?

  /// The filter as a set of bits, one per declaration position below 64: bit *p* is set when
  /// the filter holds the change of the property declared at position *p*. A record whose
  /// change has such a position is tested against this mask, with no hashing; other changes
  /// (embedded ones, or positions from 64 on) are looked up in `filter`.
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
    self.mask = filter.map(positions.mask(of:)) ?? 0
    self.hasFilter = filter != nil
    self.registeredAfter = registeredAfter
    self.handler = handler
  }

  /// Whether the observer takes `record`, whose change is declared at `position` (see
  /// ``ChangePositions/position(of:)``, computed by the caller once per record and only when an
  /// observer has a filter).
  @inlinable
  @inline(__always)
  func wants(
    _ record: ChangeRecord<State>, position: inout Int, in positions: ChangePositions<State>
  )
    -> Bool
  {
    guard !isCancelled, record.sequence > registeredAfter else {
      return false
    }
    guard hasFilter else {
      return true
    }
    if position == ChangePositions<State>.unknown {
      position = positions.position(of: record.change)
    }
    if position >= 0 {
      return mask & (1 &<< UInt64(position)) != 0
    }
    return filter.unsafelyUnwrapped.contains(record.change)
  }
}
