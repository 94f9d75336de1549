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
  /// The observers in registration order, cancelled ones included until they are removed.
  @usableFromInline
  var observers: ContiguousArray<Observer<State>> = []

  /// The ``Observer/mask`` of each observer, in the same order: a record touches an observer
  /// only when its mask takes the record.
  @usableFromInline
  var masks: ContiguousArray<UInt64> = []

  /// The number of observers with a filter, cancelled ones included until they are removed: a
  /// record's bit is looked up only when there are some.
  @usableFromInline
  var filteredCount = 0

  /// The number of cancelled observers still in `observers`.
  @usableFromInline
  var cancelledCount = 0

  /// The observers that take records (are not views' relays), in registration order, cancelled
  /// ones included until they are removed, and their masks: while no view's record waits for
  /// this tracker's records (``heldForViews``), a record goes to these alone, and the relays,
  /// which would find nothing to deliver, are not called.
  @usableFromInline
  var recordObservers: ContiguousArray<Observer<State>> = []

  @usableFromInline
  var recordMasks: ContiguousArray<UInt64> = []

  /// How many of ``observers`` take records: none, and a view's change relayed here builds no
  /// record.
  @inlinable
  var recordObserverCount: Int { recordObservers.count }

  /// How many records of this tracker's views wait for one of this tracker's records: while
  /// none waits, records are not handed to the relays.
  @usableFromInline
  var heldForViews = 0

  /// The ``StateTracker/onChange`` closure, or `nil`.
  @usableFromInline
  var changeHandler: ChangeHandler<State>? {
    didSet { updateIsHeard() }
  }

  /// The ``StateTracker/onChange`` closures replaced during the delivery in progress: one of
  /// them may be running.
  @usableFromInline
  var retiredHandlers: ContiguousArray<ChangeHandler<State>> = []

  /// Records waiting behind the delivery in progress.
  @usableFromInline
  let queue = RecordQueue<ChangeRecord<State>>()

  /// The sequence number of the latest record.
  @usableFromInline
  var lastSequence = 0

  /// Whether a delivery is in progress.
  @usableFromInline
  var isDelivering = false

  /// Whether someone other than the observers and the handler takes every write: the undo
  /// history, or the parent of a scoped tracker.
  @usableFromInline
  var hasSilentListener = false {
    didSet { updateIsHeard() }
  }

  /// Which writes someone hears, as the bits of their declarations' positions (see
  /// ``ChangePositions``): every write (all bits) when ``changeHandler``, a silent listener or an
  /// observer without a filter listens; the bits of the filtered observers' changes when only
  /// they do; none when no one listens. Kept in step with what it sums up, so that a write no one
  /// hears, or that only observers whose filters reject it would hear, builds no record.
  @usableFromInline
  private(set) var heardMask: UInt64 = 0

  /// The bits of every observer in ``observers``, cancelled ones included until they are
  /// removed.
  private var observerMask: UInt64 = 0

  /// Whether a write must do more than count: someone hears some writes.
  @inlinable
  var isHeard: Bool {
    heardMask != 0
  }

  /// Whether someone hears a write of the property declared at `position`: the position's bit
  /// in ``heardMask``.
  @inlinable
  @inline(__always)
  func hears(position: Int) -> Bool {
    heardMask & positions.bit(atPosition: position) != 0
  }

  /// Where each tracked change is declared, for filtered observers.
  @usableFromInline
  let positions: ChangePositions<State>

  /// Creates the delivery of a tracker with these declarations.
  init(_ properties: ContiguousArray<TrackedProperty<State>>) {
    positions = ChangePositions(properties)
  }

  /// Whether a record has anyone to reach: an observer or the handler.
  @inlinable
  var hasReceivers: Bool {
    changeHandler != nil || !observers.isEmpty
  }

  /// The number of observers registered and not cancelled.
  var liveObserverCount: Int {
    observers.count - cancelledCount
  }

  /// Gives the next sequence number.
  @inlinable
  @inline(__always)
  mutating func nextSequence() -> Int {
    lastSequence &+= 1
    return lastSequence
  }

  /// Marks a delivery as started; returns whether this call started it, and so must drain the
  /// queue and end it (`false` when a delivery was already in progress).
  @inlinable
  mutating func begin() -> Bool {
    guard !isDelivering else {
      return false
    }
    isDelivering = true
    return true
  }

  /// Whether the delivery in progress can end without draining: nothing waits, and nothing
  /// cancelled or replaced during it needs to be let go.
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

  /// Ends the delivery in progress.
  @inlinable
  mutating func end() {
    isDelivering = false
    if cancelledCount > 0 || !retiredHandlers.isEmpty {
      letGoOfRetired()
    }
  }

  /// Removes the observers cancelled and lets go of the handlers replaced during the delivery
  /// that just ended.
  @usableFromInline
  mutating func letGoOfRetired() {
    if cancelledCount > 0 {
      removeCancelledObservers()
    }
    if !retiredHandlers.isEmpty {
      retiredHandlers.removeAll()
    }
  }

  /// Adds an observer after the others.
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

  /// How many observers a tracker may have for a cancellation outside a delivery to remove the
  /// observer at once; past that, cancelled observers are removed in batches.
  static var smallObserverCount: Int { 32 }

  /// Takes note that `observer` was cancelled: it is removed when the delivery in progress
  /// ends; outside a delivery, at once when there are few observers, else once the cancelled
  /// observers are as many as the others, or at the end of the next delivery.
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

  /// Replaces the ``StateTracker/onChange`` handler, keeping the replaced one until the
  /// delivery in progress ends, since it may be running.
  mutating func replaceHandler(with handler: ChangeHandler<State>?) {
    if isDelivering, let replaced = changeHandler {
      retiredHandlers.append(replaced)
    }
    changeHandler = handler
  }

  /// Removes the cancelled observers, in one pass. They are released only once the delivery is
  /// consistent again: releasing an observer's handler can run code (a deinitializer) that
  /// registers or cancels observers.
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

  /// Brings ``heardMask`` in step with what it sums up.
  private mutating func updateIsHeard() {
    if hasSilentListener || changeHandler != nil {
      heardMask = .max
    } else {
      heardMask = observers.count > cancelledCount ? observerMask : 0
    }
  }
}
