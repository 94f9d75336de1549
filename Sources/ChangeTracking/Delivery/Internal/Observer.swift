/// One registered observer of a tracker.
@usableFromInline
final class Observer<State: TrackedState> {
  /// The changes the observer wants, or `nil` for all.
  @usableFromInline
  let filter: Set<State.Change>?

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
    registeredAfter: Int,
    handler: @escaping (ChangeRecord<State>) -> Void
  ) {
    self.filter = filter
    self.registeredAfter = registeredAfter
    self.handler = handler
  }

  /// Whether the observer takes `record`.
  @inlinable
  func wants(_ record: ChangeRecord<State>) -> Bool {
    guard !isCancelled, record.sequence > registeredAfter else {
      return false
    }
    guard let filter else {
      return true
    }
    return filter.contains(record.change)
  }
}
