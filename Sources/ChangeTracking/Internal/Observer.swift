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

  /// The callback, or `nil` once the observer is cancelled.
  @usableFromInline
  @exclusivity(unchecked)
  var handler: ((ChangeRecord<State>) -> Void)?

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
    guard record.sequence > registeredAfter else {
      return false
    }
    guard let filter else {
      return true
    }
    return filter.contains(record.change)
  }
}
