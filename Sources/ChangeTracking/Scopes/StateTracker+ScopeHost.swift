// The two sides of a scope, as the connection between a parent and a child tracker calls them.
// A tracker's fields are changed here only by the tracker's own methods.

// MARK: - The child's side

extension StateTracker {
  /// The state as stored, for the connection of a scope, registering no read with the
  /// Observation framework.
  var storedState: State { storage }

  /// Hands a write just stored to the parent, with its record if it reports `change`, whose
  /// sequence number ``report(_:)`` counted; a write that reports nothing is stored in the
  /// parent all the same. A refused write is undone, and its number taken back.
  @inlinable
  func forwardWrite(reporting change: State.Change?, rowChanges: RowChanges? = nil) {
    guard let host, host.refusal == nil else {
      if change != nil {
        delivery.lastSequence &-= 1
      }
      return undoRefusedWrite()
    }
    guard let change else {
      return host.childDidWrite(storage, UnsafeBufferPointer(start: nil, count: 0))
    }
    // One record, handed over from the stack.
    withUnsafePointer(
      to: ChangeRecord(
        change: change, box: sharedBox(), sequence: delivery.lastSequence, rowChanges: rowChanges)
    ) { record in
      host.childDidWrite(storage, UnsafeBufferPointer(start: record, count: 1))
    }
  }

  /// Hands a write that changed the state from `before` to the parent, with a record of each
  /// tracked property that differs, after bringing this tracker's own scopes in step.
  @usableFromInline
  func forwardDifferences(from before: State) {
    guard let host, host.refusal == nil else {
      return undoRefusedWrite()
    }
    var records = ContiguousArray<ChangeRecord<State>>()
    let embedded = forEachDifference(from: before) { change, sequence, rowChanges in
      records.append(
        ChangeRecord(change: change, box: sharedBox(), sequence: sequence, rowChanges: rowChanges))
    }
    if !scopes.isEmpty {
      syncScopes(embedded, except: nil)
    }
    records.withUnsafeBufferPointer { host.childDidWrite(storage, $0) }
  }

  /// Puts back the state a refused write replaced.
  @usableFromInline
  func undoRefusedWrite() {
    if let state = host?.stateBeforeRefusal() {
      storage = state
    }
  }

  /// Takes the embedded state the parent just stored, and returns a record of each tracked
  /// property that differs, each waiting for the parent to deliver it.
  ///
  /// The tracker's own scopes are brought in step first.
  func adoptEmbeddedState(_ embedded: State) -> ContiguousArray<ChangeRecord<State>> {
    let before = storage
    storage = embedded
    writeCount &+= 1
    var records = ContiguousArray<ChangeRecord<State>>()
    let sequences = forEachDifference(from: before) { change, sequence, rowChanges in
      records.append(
        ChangeRecord(change: change, box: sharedBox(), sequence: sequence, rowChanges: rowChanges))
    }
    if !scopes.isEmpty {
      syncScopes(sequences, except: nil)
    }
    return records
  }

  /// Delivers a record whose turn came in the parent's order.
  @inlinable
  func deliverRelayed(_ record: ChangeRecord<State>) {
    let startsDelivery = delivery.begin()
    send(record)
    if startsDelivery {
      delivery.end()
    }
  }
}

// MARK: - The parent's side

extension StateTracker {
  /// Stores a scoped child's write in the embedded state, and gives each child record its
  /// place in this tracker's order, behind the embedding record.
  ///
  /// The write is one undo step when it reports something. A write that reports nothing is
  /// stored, recording no step.
  @inlinable
  func storeScopedWrite<Child>(
    _ child: Child,
    through declaration: ScopeDeclaration<State, Child>,
    records: UnsafeBufferPointer<ChangeRecord<Child>>,
    from source: ScopeConnection<State, Child>
  ) {
    // A write through a scope overlaps an edit of this tracker's state as a write through this
    // tracker does.
    checkExclusiveAccess()
    declaration.write(&storage, child)
    writeCount &+= 1
    // The sequence numbers of the embedding changes matter only to the other scopes.
    let syncsOthers = scopes.hasOthers(than: source)
    if let host {
      // A scope itself: the write goes up, with this tracker's records of it. Not refused:
      // the child asked every host up to the root before writing.
      if records.count == 1, !syncsOthers {
        // The common case, a `set` through the scope: one record, handed over from the stack.
        var forwarded: ChangeRecord<State>?
        embed(records, through: declaration, from: source, keepingSequences: false) {
          forwarded = $0
        }
        return withUnsafePointer(to: forwarded.unsafelyUnwrapped) { record in
          host.childDidWrite(storage, UnsafeBufferPointer(start: record, count: 1))
        }
      }
      var forwarded = ContiguousArray<ChangeRecord<State>>()
      forwarded.reserveCapacity(records.count)
      let embedded = embed(
        records, through: declaration, from: source, keepingSequences: syncsOthers
      ) { record in
        forwarded.append(record)
      }
      if syncsOthers {
        syncScopes(embedded, except: source)
      }
      return forwarded.withUnsafeBufferPointer { host.childDidWrite(storage, $0) }
    }
    let startsDelivery = delivery.begin()
    let embedded = embed(
      records, through: declaration, from: source, keepingSequences: syncsOthers
    ) { record in
      delivery.queue.enqueue(record)
    }
    if history != nil, !records.isEmpty {
      recordStep()
    }
    if syncsOthers {
      syncScopes(embedded, except: source)
    }
    if startsDelivery {
      drain()
    }
  }

  /// Makes this tracker's record of each child record, and has the child's wait for it.
  ///
  /// - Returns: The sequence numbers of the embedding changes, when `keepingSequences`.
  @inlinable
  @discardableResult
  func embed<Child>(
    _ records: UnsafeBufferPointer<ChangeRecord<Child>>,
    through declaration: ScopeDeclaration<State, Child>,
    from source: ScopeConnection<State, Child>,
    keepingSequences: Bool,
    _ body: (ChangeRecord<State>) -> Void
  ) -> EmbeddedSequences<State> {
    var embedded = EmbeddedSequences<State>()
    for record in records {
      let change = declaration.embed(record.change)
      let sequence = delivery.nextSequence()
      source.hold(record, untilParentRecord: sequence)
      if keepingSequences {
        embedded.append(change, sequence)
      }
      body(
        ChangeRecord(
          change: change, box: sharedBox(), sequence: sequence, rowChanges: record.rowChanges))
    }
    return embedded
  }

  /// The embedded state `declaration` designates, or `nil` while it is absent.
  func embeddedState<Child>(_ declaration: ScopeDeclaration<State, Child>) -> Child? {
    declaration.read(storage)
  }

  /// Takes note that one of the scopes was released.
  func scopeReleased() {
    scopes.scopeReleased()
  }

  /// Brings every scope but `source` in step with the state just stored.
  @usableFromInline
  func syncScopes(_ sequences: EmbeddedSequences<State>, except source: AnyObject?) {
    scopes.forEachLive(except: source) { scope in
      scope.parentDidWrite(storage, sequences: sequences)
    }
  }
}
