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
  @inline(__always)
  public func set<Value: Equatable>(_ keyPath: WritableKeyPath<State, Value>, to newValue: Value) {
    // For a key path literal to a stored property, the offset is a constant and the key path
    // object is never created: the write costs a lookup in a small table and a direct store.
    guard let offset = MemoryLayout<State>.offset(of: keyPath) else {
      return setThroughKeyPathObject(keyPath, to: newValue)
    }
    // No write may overlap an edit's closure.
    checkExclusiveAccess()
    guard view == nil else {
      // The key path is not passed on, so that a literal is never made into an object here.
      return setThroughView(offset: offset, to: newValue)
    }
    // An equal value is no change, whichever property holds it.
    if skipsEqualWritesEarly, rootStorage[keyPath: keyPath] == newValue {
      return
    }
    let position = keyPaths.storedPosition(offset: offset, valueType: ObjectIdentifier(Value.self))
    guard position >= 0 else {
      return setComparingSnapshots(keyPath, to: newValue, position: position)
    }
    let (comparison, reportsEveryWriteOfProperty, change) = properties.declaration(at: position)
    guard comparison == .equatable else {
      return setComparingSnapshots(keyPath, to: newValue, position: position)
    }
    if !skipsEqualWritesEarly, !reportsEveryWrite, !reportsEveryWriteOfProperty,
      rootStorage[keyPath: keyPath] == newValue
    {
      return
    }
    rootStorage[keyPath: keyPath] = newValue
    writeCount &+= 1
    if let change {
      report(change, position: position)
    }
  }

  /// ``set(_:to:)-5wit9`` through a view: the field is read and written at its offset in the
  /// root's storage.
  ///
  /// Inlinable, so that it is specialized for the view's state, and never inlined, so that the
  /// root's `set` stays small enough to be inlined everywhere.
  @inlinable
  @inline(never)
  func setThroughView<Value: Equatable>(offset: Int, to newValue: Value) {
    // The path lives as long as the view: used unretained, so that the write retains nothing.
    Unretained.with(.passUnretained(view!)) { path in
      setThroughView(path, offset: offset, to: newValue)
    }
  }

  /// ``setThroughView(offset:to:)`` with the view's path.
  @inlinable
  @inline(__always)
  func setThroughView<Value: Equatable>(
    _ path: ViewPath<State>,
    offset: Int,
    to newValue: Value
  ) {
    // The common write, through a view that writes in place: its field is found with two adds
    // (a path of stored properties) or through its path, and its change is offered for a direct
    // delivery first.
    guard path.writesInPlace else {
      return setThroughPath(offset: offset, to: newValue)
    }
    let current = path.resolvedState(forWrite: false).field(at: offset, as: Value.self)
    if skipsEqualWritesEarly, current.pointee == newValue {
      return
    }
    let position = keyPaths.storedPosition(offset: offset, valueType: ObjectIdentifier(Value.self))
    if position >= 0 {
      let (comparison, reportsEveryWriteOfProperty, change) = properties.declaration(at: position)
      if comparison == .equatable {
        if !skipsEqualWritesEarly, !reportsEveryWrite, !reportsEveryWriteOfProperty,
          current.pointee == newValue
        {
          return
        }
        // The read above found the row at its hint, and nothing was written since.
        let state = path.resolvedState(forWrite: true, rowFound: true)
        state.field(at: offset, as: Value.self).pointee = newValue
        // A row's tracker follows one id: the write must leave it. Checked here, where the row
        // is at hand, for the direct delivery; the parent checks any other write.
        if path.hint != nil, !path.isRow(state) {
          up!.rowLostItsID()
        }
        writeCount &+= 1
        guard let change else {
          return
        }
        // A view is always heard: its parent takes every write.
        delivery.lastSequence &+= 1
        if !passDirect(change, delivery.lastSequence, path.hint?.offset ?? 0, nil, nil) {
          forwardChange(change)
        }
        return
      }
    }
    setComparingSnapshots(position: position) {
      ValueHandle.modifyField(at: offset, of: &$0, as: Value.self) { $0 = newValue }
    }
  }

  /// ``setThroughView(offset:to:)`` through a view that refuses writes or keeps its state before
  /// each write: what changed is decided by comparing snapshots.
  @inlinable
  @inline(never)
  func setThroughPath<Value: Equatable>(offset: Int, to newValue: Value) {
    if skipsEqualWritesEarly,
      stateAddress.field(at: offset, as: Value.self).pointee == newValue
    {
      return
    }
    let position = keyPaths.storedPosition(offset: offset, valueType: ObjectIdentifier(Value.self))
    setComparingSnapshots(position: position) {
      ValueHandle.modifyField(at: offset, of: &$0, as: Value.self) { $0 = newValue }
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
  @inline(__always)
  public func set<Value>(_ keyPath: WritableKeyPath<State, Value>, to newValue: Value) {
    guard let offset = MemoryLayout<State>.offset(of: keyPath) else {
      return setThroughKeyPathObject(keyPath, to: newValue)
    }
    let position = keyPaths.storedPosition(offset: offset, valueType: ObjectIdentifier(Value.self))
    setComparingSnapshots(keyPath, to: newValue, position: position)
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
  /// A write made through the tracker while the closure runs (by an observer, or through a
  /// scope) is stored and reported at once; the batch is then applied on top of it, property by
  /// property, untracked and embedded properties included, so neither is lost: a property the
  /// batch did not change keeps the value written meanwhile.
  ///
  /// - Parameter body: A closure that changes the state it is given.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws; the state is then unchanged.
  @inlinable
  @discardableResult
  public func update<Result, Failure: Error>(
    _ body: (inout State) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    checkExclusiveAccess()
    guard acceptsWrites else {
      // A view whose path does not resolve: the batch runs on a copy, and nothing is stored.
      var draft = storage
      return try body(&draft)
    }
    let writesBefore = writeCount
    // The snapshot is kept as the batch's base: a write made while `body` runs moves the state
    // into a new box, so this one still holds the state the batch started from.
    var base: SnapshotSource<State>? = sharedSnapshot()
    var draft = storage
    let result = try body(&draft)
    guard acceptsWrites else {
      // The closure's writes broke the view's path: the batch is refused, as a write would be.
      return result
    }
    if writeCount == writesBefore {
      // Let go of the base first, so that the tracker owns its box again and swaps in place.
      base = nil
      store(swapping: &draft)
      writeCount &+= 1
      reportDifferences(from: draft)
    } else {
      rebase(draft, base: base!.value)
    }
    return result
  }

  /// Makes `state` the current state, and leaves the state it replaces in `state`.
  ///
  /// The states are swapped in place when no record shares the box, without copying either.
  @inlinable
  func store(swapping state: inout State) {
    swap(&storage, &state)
  }

  /// The declaration index that `keyPath` designates, or `KeyPathIndex.undeclared`, found by
  /// the key path object's identity after the first lookup.
  @inlinable
  func position(of keyPath: AnyKeyPath) -> Int {
    if let known = keyPaths.cachedPosition(of: keyPath) {
      return known
    }
    return keyPaths.resolve(keyPath, in: properties)
  }

  /// Writes through a key path that is not a chain of stored properties, such as one with a
  /// subscript or a computed property: its declaration is found by the key path object's
  /// identity.
  @usableFromInline
  func setThroughKeyPathObject<Value>(_ keyPath: WritableKeyPath<State, Value>, to newValue: Value)
  {
    setComparingSnapshots(keyPath, to: newValue, position: position(of: keyPath))
  }

  /// Writes through any key path, deciding what changed by comparing snapshots.
  ///
  /// The write itself is inlined, so that a key path literal is applied as a direct store;
  /// deciding what to report is not.
  @inlinable
  @inline(__always)
  func setComparingSnapshots<Value>(
    _ keyPath: WritableKeyPath<State, Value>,
    to newValue: Value,
    position: Int
  ) {
    setComparingSnapshots(position: position) { $0[keyPath: keyPath] = newValue }
  }

  /// Makes a write with `write`, deciding what changed by comparing snapshots.
  @inlinable
  @inline(__always)
  func setComparingSnapshots(position: Int, _ write: (inout State) -> Void) {
    checkExclusiveAccess()
    guard acceptsWrites else {
      return
    }
    let before = storage
    write(&storage)
    reportWrite(at: position, from: before)
  }

  /// Reports the write just stored over `before`: the property at `position` if it changed (or
  /// reports every write), or, for a key path that is no declared property, every declared
  /// property that differs.
  @usableFromInline
  func reportWrite(at position: Int, from before: State) {
    writeCount &+= 1
    guard position >= 0 else {
      return reportDifferences(from: before)
    }
    let property = properties[position]
    if property.declaration.rows != nil {
      return reportRowsWrite(of: property.declaration, from: before)
    }
    guard let change = property.change else {
      // Untracked: stored and never reported, but a scope's parent stores it too.
      if up != nil {
        forwardWrite(reporting: nil, before: before)
      }
      return
    }
    if reportsEveryWrite || property.reportsEveryWrite
      || !ValueHandle.reading(
        before,
        {
          property.declaration.hasEqualValues($0, stateAddress)
        })
    {
      if up != nil {
        delivery.lastSequence &+= 1
        return forwardWrite(reporting: change, before: before)
      }
      report(change, position: position)
    } else if up != nil {
      // Equal for reporting (a custom `isEqual`), yet stored: the parent counts it too.
      forwardWrite(reporting: nil, before: before)
    }
  }

  /// Stores the result of a batch during which the state was written, and reports every tracked
  /// property that changed.
  ///
  /// Only what the batch changed relative to `base` is applied to the current state, property
  /// by property and, in an embedded state, property by property of it: a write made meanwhile
  /// to anything the batch left alone, tracked or not, is kept.
  @inlinable
  func rebase(_ draft: State, base: State) {
    let before = storage
    var merged = before
    ValueHandle.reading(base) { base in
      ValueHandle.reading(draft) { draft in
        for property in properties {
          property.declaration.merge(into: &merged, base: base, draft: draft)
        }
      }
    }
    storage = merged
    writeCount &+= 1
    reportDifferences(from: before)
  }
}
