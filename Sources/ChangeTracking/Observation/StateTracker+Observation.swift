extension StateTracker {
  /// Makes this tracker take part in the Observation framework, so that SwiftUI views and
  /// `withObservationTracking` callers are invalidated by the properties they read, and only
  /// by those.
  ///
  /// After this call, reading `tracker.email` inside a `withObservationTracking` closure (or a
  /// SwiftUI view's `body`) registers `email`; the caller is invalidated when a change of
  /// `email` is delivered, not when another property changes. Reading ``state``, a computed
  /// property, or a value nested inside a property registers every property.
  ///
  /// ```swift
  /// let tracker = StateTracker(LoginState())
  /// tracker.enableObservation()
  ///
  /// withObservationTracking {
  ///   _ = tracker.email
  /// } onChange: {
  ///   print("email changed")
  /// }
  /// tracker.set(\.password, to: "secret")  // prints nothing
  /// tracker.set(\.email, to: "ada@example.com")  // prints "email changed"
  /// ```
  ///
  /// Invalidation happens when the record is delivered, among the observers, in the tracker's
  /// order; the bridge counts as one observer. A tracker that does not opt in pays one branch
  /// per read and nothing per write. Calling this method again does nothing.
  public func enableObservation() {
    guard observation == nil else {
      return
    }
    let bridge = ObservationBridge(properties: properties)
    bridge.token = observe { [unowned bridge] record in
      bridge.didChange(record.change)
    }
    observation = bridge
  }

  /// Registers a read of the property at `position` in the declarations with the Observation
  /// framework, or of every property for `KeyPathIndex.undeclared`.
  @usableFromInline
  func registerAccess(at position: Int) {
    observation?.access(position)
  }
}
