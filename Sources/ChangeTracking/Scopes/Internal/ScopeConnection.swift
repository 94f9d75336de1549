/// Keeps a scoped child tracker and its parent in step.
///
/// Lifetimes: the child owns the connection, and the connection owns the parent, so a parent
/// lives as long as any of its scopes. The parent holds the connection weakly: a scope that no
/// one holds goes away, and with it its relay among the parent's observers.
final class ScopeConnection<Parent: TrackedState, Child: TrackedState>: ScopeUpstream<Child> {
  /// The parent, the one source of truth.
  let parent: StateTracker<Parent>

  /// The child tracker, whose state mirrors the parent's embedded state.
  weak var child: StateTracker<Child>?

  /// Where the embedded state is and how its changes embed.
  let declaration: ScopeDeclaration<Parent, Child>

  /// Child records waiting for the parent to deliver the records that embed them, in order.
  var pending = RecordQueue<ChangeRecord<Child>>()

  /// Why the child refuses writes, or `nil` while the embedded state is present.
  var refusal: ScopeError?

  /// The child's state when the embedded state disappeared: what a refused write restores.
  var frozen: Child?

  /// Keeps the relay registered among the parent's observers.
  var relayToken: ObservationToken?

  init(parent: StateTracker<Parent>, declaration: ScopeDeclaration<Parent, Child>) {
    self.parent = parent
    self.declaration = declaration
  }

  override var error: ScopeError? { refusal }

  /// Stores the child's queued records in the parent, queues their embedding records, and lets
  /// the parent deliver them; refuses them, restoring the child, while the embedded state is
  /// absent.
  @usableFromInline
  override func forwardQueuedRecords(of child: StateTracker<Child>) {
    defer { child.endScopedDelivery() }
    guard child.delivery.count > 0 else {
      return
    }
    guard refusal == nil else {
      return refuse(child)
    }
    let startsDelivery = !parent.delivery.isDelivering
    parent.delivery.isDelivering = true
    declaration.write(&parent.storage, child.storage)
    parent.writeCount &+= 1
    while let record = child.delivery.next() {
      pending.enqueue(record)
      parent.lastSequence &+= 1
      parent.delivery.enqueue(
        ChangeRecord(
          change: declaration.embed(record.change),
          snapshot: parent.storage,
          sequence: parent.lastSequence
        )
      )
    }
    if parent.history != nil {
      parent.recordStep()
    }
    parent.syncScopes()
    if startsDelivery {
      parent.drain()
    }
  }

  /// Drops the child's queued records and puts back the state the child had when the embedded
  /// state disappeared.
  private func refuse(_ child: StateTracker<Child>) {
    while child.delivery.next() != nil {
      child.lastSequence &-= 1
    }
    if let frozen {
      child.storage = frozen
    }
  }

  /// Brings the child's state in step with the parent's after a parent write, queuing a child
  /// record for each child property that changed.
  ///
  /// - Returns: `false` once the child is gone, so that the parent forgets the connection.
  func sync() -> Bool {
    guard let child else {
      return false
    }
    guard let embedded = declaration.read(parent.storage) else {
      if refusal == nil {
        refusal = .embeddedStateIsNil(property: declaration.keyPath.debugDescription)
        frozen = child.storage
      }
      return true
    }
    refusal = nil
    frozen = nil
    let before = child.storage
    child.storage = embedded
    child.writeCount &+= 1
    for property in child.properties {
      property.forEachChange(from: before, to: embedded) { change in
        child.lastSequence &+= 1
        pending.enqueue(
          ChangeRecord(change: change, snapshot: embedded, sequence: child.lastSequence))
      }
    }
    child.syncScopes()
    return true
  }

  /// Delivers the child record that `record` embeds, if it is the next one waiting.
  func relay(_ record: ChangeRecord<Parent>) {
    guard let child, let next = pending.first, declaration.embed(next.change) == record.change
    else {
      return
    }
    _ = pending.next()
    child.delivery.isDelivering = true
    child.send(next)
    child.drain()
  }
}
