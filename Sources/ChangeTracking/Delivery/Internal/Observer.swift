/// One registered observer of a tracker.
@usableFromInline
final class Observer<State: TrackedState> {
  /// The changes the observer wants; `nil` for all.
  @usableFromInline
  let filter: Set<State.Change>?

  /// The filter as bits (see ``ChangePositions``), all of them without a filter: a record passes
  /// when its change's bit is set, and a change without a position of its own is looked up.
  @usableFromInline
  let mask: UInt64

  @usableFromInline
  let hasFilter: Bool

  /// The last sequence number when the observer registered: it receives only later records.
  @usableFromInline
  let registeredAfter: Int

  /// The callback, immutable, so that a delivery calls it unretained: the tracker keeps every
  /// observer, cancelled or not, until the delivery in progress ends.
  @usableFromInline
  let handler: (ChangeRecord<State>) -> Void

  /// For a view's relay, called with the record's sequence number and the root's box holding its
  /// snapshot, so that a level whose observers are all relays builds no record.
  @usableFromInline
  let relay: (_ sequence: Int, _ rootBox: AnyObject) -> Void

  /// Whether the observer is a view's relay, which takes no record.
  @usableFromInline
  let isRelay: Bool

  /// A cancelled observer receives nothing more.
  @usableFromInline
  @exclusivity(unchecked)
  var isCancelled = false

  /// An observer about to be added to `delivery`.
  @usableFromInline
  init(
    filter: Set<State.Change>?,
    joining delivery: borrowing Delivery<State>,
    handler: @escaping (ChangeRecord<State>) -> Void,
    relay: @escaping (Int, AnyObject) -> Void = { _, _ in },
    isRelay: Bool = false
  ) {
    self.filter = filter
    self.mask = filter.map(delivery.positions.mask(of:)) ?? .max
    self.hasFilter = filter != nil
    self.registeredAfter = delivery.lastSequence
    self.handler = handler
    self.relay = relay
    self.isRelay = isRelay
  }

  /// Whether the observer takes the record of `change` numbered `sequence`, whose bit passed its
  /// ``mask``; with `sharesBit` (no position of its own), the filter decides.
  @inlinable
  @inline(__always)
  func wants(_ change: State.Change, sequence: Int, sharesBit: Bool) -> Bool {
    guard !isCancelled, sequence > registeredAfter else {
      return false
    }
    return !sharesBit || !hasFilter || filter?.contains(change) ?? true
  }
}
