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

  /// Whether `filter` is set.
  @usableFromInline
  let hasFilter: Bool

  /// The last sequence number assigned when the observer registered: it receives only later
  /// records.
  @usableFromInline
  let registeredAfter: Int

  /// The callback, immutable, so that a delivery calls it unretained: the tracker keeps every
  /// observer, cancelled or not, until the delivery in progress ends.
  @usableFromInline
  let handler: (ChangeRecord<State>) -> Void

  /// For a view's relay: called with the record's sequence number and the root's box that holds
  /// its snapshot, so that a level whose observers are all relays builds no record. It does
  /// nothing for other observers.
  @usableFromInline
  let relay: (_ sequence: Int, _ rootBox: AnyObject) -> Void

  /// Whether the observer is a view's relay, which takes no record.
  @usableFromInline
  let isRelay: Bool

  /// Whether the observer was cancelled: it then receives nothing more.
  @usableFromInline
  @exclusivity(unchecked)
  var isCancelled = false

  @usableFromInline
  init(
    filter: Set<State.Change>?,
    positions: ChangePositions<State>,
    registeredAfter: Int,
    handler: @escaping (ChangeRecord<State>) -> Void,
    relay: @escaping (Int, AnyObject) -> Void = { _, _ in },
    isRelay: Bool = false
  ) {
    self.filter = filter
    self.mask = filter.map(positions.mask(of:)) ?? .max
    self.hasFilter = filter != nil
    self.registeredAfter = registeredAfter
    self.handler = handler
    self.relay = relay
    self.isRelay = isRelay
  }

  /// Whether the observer takes the record of `change` numbered `sequence`, whose bit passed its
  /// ``mask``. With `sharesBit`, the change has no position of its own (see
  /// ``ChangePositions/otherChanges``): the filter, if any, decides.
  @inlinable
  @inline(__always)
  func wants(_ change: State.Change, sequence: Int, sharesBit: Bool) -> Bool {
    guard !isCancelled, sequence > registeredAfter else {
      return false
    }
    return !sharesBit || !hasFilter || filter?.contains(change) ?? true
  }
}
