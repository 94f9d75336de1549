extension StateTracker {
  /// Writes one property and reports it if its value changed.
  ///
  /// The value is stored, then, unless it equals the current one, its change is reported to
  /// ``onChange`` and the observers before this method returns. A property declared with
  /// ``WriteReporting/everyWrite``, or a tracker created with it, reports equal writes too.
  ///
  /// ```swift
  /// tracker.set(\.email, to: "ada@example.com")
  /// ```
  ///
  /// Any writable key path works: one that reaches into a property, such as
  /// `\.address.city`, reports the property that contains it when that property's value changed.
  ///
  /// - Parameters:
  ///   - keyPath: The property to write.
  ///   - newValue: The value to store.
  @inlinable
  public func set<Value: Equatable>(_ keyPath: WritableKeyPath<State, Value>, to newValue: Value) {
    let position = position(of: keyPath)
    guard position >= 0, properties[position].comparison == .equatable else {
      return setComparingSnapshots(keyPath, to: newValue, position: position)
    }
    if !reportsEveryWrite, !properties[position].reportsEveryWrite,
      storage[keyPath: keyPath] == newValue
    {
      return
    }
    storage[keyPath: keyPath] = newValue
    writeCount &+= 1
    if let change = properties[position].change {
      report(change)
    }
  }

  /// Writes one property whose values are not `Equatable`, and reports it if it changed.
  ///
  /// The property's declared `isEqual` closure decides whether the value changed.
  ///
  /// - Parameters:
  ///   - keyPath: The property to write.
  ///   - newValue: The value to store.
  @inlinable
  public func set<Value>(_ keyPath: WritableKeyPath<State, Value>, to newValue: Value) {
    setComparingSnapshots(keyPath, to: newValue, position: position(of: keyPath))
  }

  /// Changes several properties in one closure and reports each one that changed.
  ///
  /// The closure works on a copy of the state. When it returns, the copy is stored and every
  /// tracked property whose value differs is reported, in the order of
  /// ``TrackedState/trackedProperties``, each record holding the final state. When nothing
  /// changed, nothing is reported. When the closure throws, the state stays as it was and nothing
  /// is reported.
  ///
  /// ```swift
  /// tracker.update { state in
  ///   state.name = user.name
  ///   state.email = user.email
  /// }
  /// ```
  ///
  /// A write made through the tracker while the closure runs is stored and reported at once;
  /// the batch is then applied on top of it, property by property, so neither is lost.
  ///
  /// - Parameter body: A closure that changes the state it is given.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws; the state is then unchanged.
  @inlinable
  @discardableResult
  public func update<Result, Failure: Error>(
    _ body: (inout State) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let base = storage
    let writesBefore = writeCount
    var draft = base
    let result = try body(&draft)
    commit(draft, base: base, rebase: writeCount != writesBefore)
    return result
  }

  /// The declaration index that `keyPath` designates, or `KeyPathIndex.undeclared`.
  @inlinable
  func position(of keyPath: AnyKeyPath) -> Int {
    if let known = keyPaths.cachedPosition(of: keyPath) {
      return known
    }
    return keyPaths.resolve(keyPath, in: properties)
  }

  /// Writes through any key path, deciding what changed by comparing snapshots.
  @usableFromInline
  func setComparingSnapshots<Value>(
    _ keyPath: WritableKeyPath<State, Value>,
    to newValue: Value,
    position: Int
  ) {
    guard position >= 0 else {
      var draft = storage
      draft[keyPath: keyPath] = newValue
      return commit(draft, base: storage, rebase: false)
    }
    let before = storage
    storage[keyPath: keyPath] = newValue
    writeCount &+= 1
    let property = properties[position]
    guard let change = property.change else {
      return
    }
    if reportsEveryWrite || property.reportsEveryWrite
      || !property.hasEqualValues(before, storage)
    {
      report(change)
    }
  }

  /// Stores the result of a batch and reports every tracked property that it changed.
  ///
  /// When the state was written while the batch ran (`rebase`), only the properties the batch
  /// changed relative to `base` are copied onto the current state.
  @usableFromInline
  func commit(_ draft: State, base: State, rebase: Bool) {
    let before = storage
    if rebase {
      var merged = before
      for property in properties where !property.isTracked || !property.hasEqualValues(base, draft)
      {
        property.copyValue?(&merged, draft)
      }
      storage = merged
    } else {
      storage = draft
    }
    writeCount &+= 1
    reportDifferences(from: before)
  }
}
