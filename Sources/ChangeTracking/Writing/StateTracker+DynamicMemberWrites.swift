extension StateTracker {
  /// Reads or writes one property, as in `tracker.email = "ada@example.com"`; a write is a
  /// tracked ``set(_:to:)-5wit9``.
  ///
  /// `tracker.email = value` is exactly `tracker.set(\.email, to: value)`: the value is stored,
  /// and reported unless it equals the current one (or the property or tracker reports every
  /// write), before the assignment returns.
  ///
  /// ```swift
  /// let tracker = StateTracker(ProfileState())
  /// tracker.email = "ada@example.com"   // reports .email
  /// tracker.email = "ada@example.com"   // equal: reports nothing
  /// tracker.callsInProgress += 1        // one read, one write: reports .callsInProgress once
  /// tracker.address.city = "London"     // writes the whole address: reports .address
  /// ```
  ///
  /// A read is the read of ``subscript(dynamicMember:)-(KeyPath<State,Value>)``. A write into a
  /// nested value, such as `tracker.address.city`, reads the containing property, changes the
  /// copy and writes it back, so it reports the containing property. A compound assignment
  /// (`+=`, `append`, `toggle()`) is one read and one write, so one report. Constants and
  /// computed properties without a setter stay readable, and not writable.
  ///
  /// Because the setter makes `\StateTracker<State>.email` a reference-writable key path,
  /// SwiftUI's `@Bindable` gives bindings to the state's properties: with
  /// `@Bindable var tracker: StateTracker<LoginState>` (after
  /// ``enableObservation()``, so that the view re-renders), `TextField("Email", text:
  /// $tracker.email)` writes through the tracker on every keystroke, and each keystroke is
  /// reported.
  ///
  /// Use ``set(_:to:)-5wit9`` where the key path is a value, and ``update(_:)`` to change
  /// several properties in one batch.
  ///
  /// - Parameter keyPath: The property to read or write.
  /// - Returns: The property's current value.
  @inlinable
  public subscript<Value: Equatable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    @inline(__always) get { self[dynamicMember: keyPath as KeyPath<State, Value>] }
    @inline(__always) set { set(keyPath, to: newValue) }
  }

  /// Reads or writes one property whose values are not `Equatable`, as in
  /// `tracker.avatar = image`; a write is a tracked ``set(_:to:)-z9kx``.
  ///
  /// The write is exactly `tracker.set(\.avatar, to: image)`: the property's declared
  /// `isEqual` closure decides whether it is reported. See
  /// ``subscript(dynamicMember:)-(WritableKeyPath<State,Value>)`` for why a tracker accepts
  /// assignments.
  ///
  /// ```swift
  /// tracker.avatar = Avatar(pixels: pixels)  // reports .avatar unless isEqual says equal
  /// ```
  ///
  /// - Parameter keyPath: The property to read or write.
  /// - Returns: The property's current value.
  @inlinable
  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<State, Value>) -> Value {
    @inline(__always) get { self[dynamicMember: keyPath as KeyPath<State, Value>] }
    @inline(__always) set { set(keyPath, to: newValue) }
  }
}
