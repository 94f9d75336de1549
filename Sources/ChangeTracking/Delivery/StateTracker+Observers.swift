extension StateTracker {
  /// Registers an observer that receives a record of every change, or of some changes.
  ///
  /// The observer receives, in order, the record of every write made after this call, until the
  /// returned token is cancelled or released. Observers are called after ``onChange``, in the
  /// order they registered. An observer registered during a delivery does not receive the
  /// records of writes made before it registered, even those still waiting; one cancelled during
  /// a delivery receives nothing more, even of the record being delivered.
  ///
  /// ```swift
  /// let token = tracker.observe([.name, .email]) { record in
  ///   print(record.change, record.snapshot)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - changes: The changes to receive, or `nil` (the default) for every change.
  ///   - handler: Called with each record, synchronously, in the tracker's isolation.
  /// - Returns: A token that stops the observer when cancelled or released; keep it as long as
  ///   the observer should run.
  public func observe(
    _ changes: Set<State.Change>? = nil,
    _ handler: @escaping (ChangeRecord<State>) -> Void
  ) -> ObservationToken {
    register(Observer(filter: changes, joining: delivery, handler: handler))
  }

  /// Registers a view's relay (see ``Observer/relay``); `handler` is the same relay for a record.
  @inlinable
  func observeRelaying(
    _ relay: @escaping (_ sequence: Int, _ rootBox: AnyObject) -> Void,
    handler: @escaping (ChangeRecord<State>) -> Void
  ) -> ObservationToken {
    register(
      Observer(filter: nil, joining: delivery, handler: handler, relay: relay, isRelay: true))
  }

  @usableFromInline
  func register(_ observer: Observer<State>) -> ObservationToken {
    delivery.add(observer)
    // Unowned, and called only while the tracker is alive: see `TrackerLifetime`.
    return ObservationToken { [lifetime, unowned self] in
      if lifetime.isAlive {
        self.remove(observer)
      }
    }
  }

  /// The number of observers registered and not cancelled.
  public var observerCount: Int {
    delivery.liveObserverCount
  }

  func remove(_ observer: Observer<State>) {
    delivery.cancel(observer)
  }
}
