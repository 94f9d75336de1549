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
    guard let offset = MemoryLayout<State>.offset(of: keyPath) else {
      return setThroughKeyPathObject(keyPath, to: newValue)
    }
    setStoredProperty(at: offset, to: newValue)
  }

  /// ``set(_:to:)-5wit9`` of the stored property at `offset` in the state: read, compared and
  /// written at its offset.
  @inlinable
  @inline(never)
  func setStoredProperty<Value: Equatable>(at offset: Int, to newValue: Value) {
    checkExclusiveAccess()
    guard view == nil else {
      return setThroughView(offset: offset, to: newValue)
    }
    // An equal value is no change, whichever property holds it: it is stored, and not reported.
    let current = core.state(as: State.self).field(at: offset, as: Value.self)
    if skipsEqualWritesEarly, current.holdsValue(equalTo: newValue) {
      if !current.holdsSameBits(as: newValue) {
        storeUnreported(newValue, at: offset)
      }
      return
    }
    let position = keyPaths.storedPosition(offset: offset, valueType: ObjectIdentifier(Value.self))
    if position >= 0 {
      let (comparison, reportsEveryWriteOfProperty, change) = properties.declaration(at: position)
      if comparison == .equatable {
        if !skipsEqualWritesEarly, !reportsEveryWrite, !reportsEveryWriteOfProperty,
          current.holdsValue(equalTo: newValue)
        {
          if !current.holdsSameBits(as: newValue) {
            storeUnreported(newValue, at: offset)
          }
          return
        }
        // The value replaced is let go once the write is reported, so that a `deinit` that
        // writes to the tracker makes a write recorded after this one.
        let replaced = core.writableState(as: State.self).field(at: offset, as: Value.self)
          .replace(with: newValue)
        core.countWrite()
        withExtendedLifetime(replaced) {
          if let change {
            report(change, position: position)
          }
        }
        return
      }
    }
    // An undeclared stored property, or one not compared with `==`.
    setComparingSnapshots(offset: offset, to: newValue)
  }

  /// Stores a value that equals the root's current one at `offset` but differs in its bits,
  /// reporting nothing: the state holds what the user wrote.
  @inlinable
  @inline(never)
  func storeUnreported<Value>(_ newValue: Value, at offset: Int) {
    // Stored where no record shares the box; the value replaced is let go last.
    let replaced = core.writableState(as: State.self).field(at: offset, as: Value.self)
      .replace(with: newValue)
    core.countWrite()
    withExtendedLifetime(replaced) {}
  }

  /// ``set(_:to:)-5wit9`` through a view: the field is read and written at its offset in the
  /// root's storage.
  @inlinable
  @inline(never)
  func setThroughView<Value: Equatable>(offset: Int, to newValue: Value) {
    // The path lives as long as the view, so it is used unretained.
    Unretained.with(.passUnretained(view!)) { path in
      guard path.writesInPlace else {
        return setComparingSnapshots(offset: offset, to: newValue)
      }
      let current = path.resolvedState(forWrite: false).field(at: offset, as: Value.self)
      if current.holdsSameBits(as: newValue) {
        // Nothing to store, and, unless every write is reported, nothing to report.
        if skipsEqualWritesEarly, current.holdsValue(equalTo: newValue) {
          return
        }
      }
      let position = keyPaths.storedPosition(
        offset: offset, valueType: ObjectIdentifier(Value.self))
      if position >= 0 {
        let (comparison, reportsEveryWriteOfProperty, change) = properties.declaration(at: position)
        // An equal value in other bits is stored with the write that compares snapshots, which
        // passes it to the parent unreported.
        if comparison == .equatable,
          reportsEveryWrite || reportsEveryWriteOfProperty || !current.holdsValue(equalTo: newValue)
        {
          // The read above found the row at its hint, and nothing was written since.
          let state = path.resolvedState(forWrite: true, rowFound: true)
          // Let go once the write is reported (see `set`).
          let replaced = state.field(at: offset, as: Value.self).replace(with: newValue)
          defer { withExtendedLifetime(replaced) {} }
          // A row's tracker follows one id: the write must leave it. Checked here, where the row
          // is at hand, also for a write that reports nothing and so never reaches the parent.
          if path.hint != nil, !path.isRow(state) {
            view!.up.rowLostItsID()
          }
          core.countWrite()
          guard let change else {
            return
          }
          // A view is always heard: its parent takes every write.
          delivery.lastSequence &+= 1
          forwardChange(change)
          return
        }
      }
      setComparingSnapshots(position: position) {
        ValueHandle.modifyField(at: offset, of: &$0, as: Value.self) { $0 = newValue }
      }
    }
  }

  /// Writes the stored property at `offset`, deciding what changed by comparing snapshots: a
  /// property that is undeclared or not compared with `==`, or any property through a view that
  /// refuses writes or keeps its state before each write.
  @inlinable
  @inline(never)
  func setComparingSnapshots<Value: Equatable>(offset: Int, to newValue: Value) {
    let current = stateAddress.field(at: offset, as: Value.self)
    if skipsEqualWritesEarly, current.holdsSameBits(as: newValue),
      current.holdsValue(equalTo: newValue)
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
    setComparingSnapshots(position: position) { $0[keyPath: keyPath] = newValue }
  }

  /// Changes several properties in one closure and reports each one that changed.
  ///
  /// The closure gets the state `inout`, as a reducer or a lock's `withLock` gives it: it reads
  /// and writes the state's properties, calls its mutating methods, passes it to a function
  /// that takes it `inout`, or replaces it. When it returns, every tracked property whose value
  /// differs from the one before the batch is reported, in the order of
  /// ``TrackedState/trackedProperties``, each record holding the final state, all in one undo
  /// step. When nothing changed, nothing is reported. When the closure throws, the state is put
  /// back as it was and nothing is reported.
  ///
  /// ```swift
  /// tracker.update { state in
  ///   state.name = user.name
  ///   state.email = user.email
  /// }
  ///
  /// func applyDefaults(to state: inout Profile) {
  ///   state.email = state.email.lowercased()
  /// }
  /// tracker.update { applyDefaults(to: &$0) }
  /// ```
  ///
  /// The closure has exclusive access to the state of the tracker and of every tracker it is
  /// scoped from or that is scoped from it, as an `inout` argument has: it may read them, and a
  /// write through any of them (a `set`, another batch, an edit, an undo) stops the program
  /// with a message that names the batch. Make such a write through the closure's argument, or
  /// after the closure returns.
  ///
  /// The closure writes the tracker's state where it is stored; a view's batch writes it in the
  /// state it was scoped from. What changed is found by comparing the declared properties with
  /// the state before the batch once the closure has returned: a property whose stored bytes
  /// are unchanged is no change, and only the others are compared with their `==` or `isEqual`,
  /// which then run outside the batch; a write one makes is an ordinary write, reported at once.
  ///
  /// - Parameter body: A closure that changes the state it is given.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws; the state is then unchanged.
  @inlinable
  @discardableResult
  public func update<Result, Failure: Error>(
    _ body: (inout State) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    beginExclusiveAccess(.batch)
    guard acceptsWrites else {
      // A view whose path does not resolve: the batch runs on a copy, and nothing is stored.
      defer { endExclusiveAccess() }
      var copy = storage
      return try body(&copy)
    }
    // The state before the batch, a copy that shares the values the closure replaces: they are
    // let go once the batch's records are delivered, so that a `deinit` that writes makes a
    // write recorded after them.
    var before = storage
    let result: Result
    do throws(Failure) {
      result = try body(&storage)
    } catch {
      endExclusiveAccess()
      storage = before
      throw error
    }
    endExclusiveAccess()
    core.countWrite()
    reportBatch(from: &before)
    return result
  }

  /// Makes `state` the current state, and leaves the state it replaces in `state`.
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
    setComparingSnapshots(position: position(of: keyPath)) { $0[keyPath: keyPath] = newValue }
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
  @inlinable
  func reportWrite(at position: Int, from before: State) {
    core.countWrite()
    guard position >= 0 else {
      return reportDifferences(from: before)
    }
    let property = properties[position]
    if property.declaration.rows != nil {
      return reportRowsWrite(of: property.declaration, from: before)
    }
    guard let change = property.change else {
      // Untracked: stored and never reported, but a scope's parent stores it too.
      if view != nil {
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
      if view != nil {
        delivery.lastSequence &+= 1
        return forwardWrite(reporting: change, before: before)
      }
      report(change, position: position)
    } else if view != nil {
      // Equal for reporting (a custom `isEqual`), yet stored: the parent counts it too.
      forwardWrite(reporting: nil, before: before)
    }
  }
}
