/// Who hears a tracker's writes, and in which order they hear them: the deterministic core of
/// delivery.
///
/// It owns the observers, the ``StateTracker/onChange`` handler, the queue of records waiting
/// behind the delivery in progress, and the sequence counter, and it decides what happens next;
/// the tracker performs it, calling the handlers. A record reported while no delivery is in
/// progress is delivered at once; one reported during a delivery (an observer writing back)
/// waits in the queue until every earlier record has reached every observer, and the tracker
/// drains the queue in a loop, never a recursion.
///
/// Cancelled observers stay in place while a delivery may be calling them, and are removed
/// when it ends; outside a delivery, a tracker with many observers removes them in batches, so
/// that cancelling *n* observers costs O(*n*) in all.
@usableFromInline
struct Delivery<State: TrackedState> {
  /// In registration order, cancelled ones included until they are removed.
  @usableFromInline
  var observers: ContiguousArray<Observer<State>> = []

  /// The ``Observer/mask`` of each observer, in the same order.
  @usableFromInline
  var masks: ContiguousArray<UInt64> = []

  /// Observers with a filter, cancelled ones included: a record's bit is looked up only if any.
  @usableFromInline
  var filteredCount = 0

  @usableFromInline
  var cancelledCount = 0

  /// The observers that are not views' relays, and their masks: while no view's record waits
  /// (``heldForViews``), a record goes to these alone, as the relays would find nothing.
  @usableFromInline
  var recordObservers: ContiguousArray<Observer<State>> = []

  @usableFromInline
  var recordMasks: ContiguousArray<UInt64> = []

  /// When 0, a view's change relayed here builds no record.
  @inlinable
  var recordObserverCount: Int { recordObservers.count }

  /// How many records of this tracker's views wait for one of this tracker's records.
  @usableFromInline
  var heldForViews = 0

  @usableFromInline
  var changeHandler: ChangeHandler<State>? {
    didSet { updateIsHeard() }
  }

  /// The handlers replaced during the delivery in progress: one of them may be running.
  @usableFromInline
  var retiredHandlers: ContiguousArray<ChangeHandler<State>> = []

  /// Records waiting behind the delivery in progress.
  @usableFromInline
  let queue = RecordQueue<ChangeRecord<State>>()

  /// The sequence number of the latest record.
  @usableFromInline
  var lastSequence = 0

  @usableFromInline
  var isDelivering = false

  /// Whether someone other than the observers and the handler takes every write: the undo
  /// history, or the parent of a scoped tracker.
  @usableFromInline
  var hasSilentListener = false {
    didSet { updateIsHeard() }
  }

  /// Which writes someone hears, one bit per declaration position (see ``ChangePositions``):
  /// all when ``changeHandler``, a silent listener or an unfiltered observer listens, else the
  /// bits of the filtered observers' changes, so that a write no one hears builds no record.
  @usableFromInline
  private(set) var heardMask: UInt64 = 0

  /// The bits of every observer in ``observers``, cancelled ones included.
  private var observerMask: UInt64 = 0

  @inlinable
  var isHeard: Bool {
    heardMask != 0
  }

  /// Whether someone hears a write of the property declared at `position`.
  @inlinable
  @inline(__always)
  func hears(position: Int) -> Bool {
    heardMask & positions.bit(atPosition: position) != 0
  }

  /// Where each tracked change is declared, for filtered observers.
  @usableFromInline
  let positions: ChangePositions<State>

  init(_ properties: ContiguousArray<TrackedProperty<State>>) {
    positions = ChangePositions(properties)
  }

  var liveObserverCount: Int {
    observers.count - cancelledCount
  }

  @inlinable
  @inline(__always)
  mutating func nextSequence() -> Int {
    lastSequence &+= 1
    return lastSequence
  }

  /// Starts a delivery; returns whether this call started it, and so must drain and end it.
  @inlinable
  mutating func begin() -> Bool {
    guard !isDelivering else {
      return false
    }
    isDelivering = true
    return true
  }

  /// Whether the delivery can end without draining: nothing waits or must be let go.
  @inlinable
  var canEndAtOnce: Bool {
    queue.isEmpty && cancelledCount == 0 && retiredHandlers.isEmpty
  }

  /// The next record to deliver; when none is waiting, ends the delivery, letting go of what
  /// was cancelled or replaced during it, and returns `nil`.
  @inlinable
  mutating func next() -> ChangeRecord<State>? {
    if let record = queue.dequeue() {
      return record
    }
    end()
    return nil
  }

  @inlinable
  mutating func end() {
    isDelivering = false
    if cancelledCount > 0 || !retiredHandlers.isEmpty {
      letGoOfRetired()
    }
  }

  @usableFromInline
  mutating func letGoOfRetired() {
    if cancelledCount > 0 {
      removeCancelledObservers()
    }
    if !retiredHandlers.isEmpty {
      retiredHandlers.removeAll()
    }
  }

  mutating func add(_ observer: Observer<State>) {
    observers.append(observer)
    masks.append(observer.mask)
    observerMask |= observer.mask
    if observer.hasFilter {
      filteredCount += 1
    }
    if !observer.isRelay {
      recordObservers.append(observer)
      recordMasks.append(observer.mask)
    }
    updateIsHeard()
  }

  /// Up to this many observers, a cancellation outside a delivery removes the observer at once.
  static var smallObserverCount: Int { 32 }

  /// Cancels `observer`: it is removed when the delivery ends; outside one, at once among few
  /// observers, else once the cancelled ones are as many as the others, or after a delivery.
  mutating func cancel(_ observer: Observer<State>) {
    guard !observer.isCancelled else {
      return
    }
    observer.isCancelled = true
    cancelledCount += 1
    if !isDelivering,
      observers.count <= Self.smallObserverCount || cancelledCount * 2 >= observers.count
    {
      removeCancelledObservers()
    }
  }

  /// Replaces the handler, keeping the replaced one until the delivery ends: it may be running.
  mutating func replaceHandler(with handler: ChangeHandler<State>?) {
    if isDelivering, let replaced = changeHandler {
      retiredHandlers.append(replaced)
    }
    changeHandler = handler
  }

  /// Removes the cancelled observers in one pass, releasing them only once the delivery is
  /// consistent again: an observer's handler's deinitializer may register or cancel observers.
  @usableFromInline
  mutating func removeCancelledObservers() {
    let all = observers
    withExtendedLifetime(all) {
      observers = ContiguousArray(all.lazy.filter { !$0.isCancelled })
      masks = ContiguousArray(observers.lazy.map(\.mask))
      observerMask = masks.reduce(0) { $0 | $1 }
      filteredCount = observers.count { $0.hasFilter }
      recordObservers = ContiguousArray(observers.lazy.filter { !$0.isRelay })
      recordMasks = ContiguousArray(recordObservers.lazy.map(\.mask))
      cancelledCount = 0
      updateIsHeard()
    }
  }

  private mutating func updateIsHeard() {
    if hasSilentListener || changeHandler != nil {
      heardMask = .max
    } else {
      heardMask = observers.count > cancelledCount ? observerMask : 0
    }
  }
}
