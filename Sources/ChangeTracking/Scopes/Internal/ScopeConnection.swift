/// Keeps a scoped child tracker and its parent in step: the child's host, and the parent's link
/// to the child.
///
/// It talks to each tracker only through methods meant for it: it hands the child's writes to
/// the parent (``StateTracker/storeScopedWrite(_:through:records:from:)``), brings the child in
/// step after a parent write (``StateTracker/adoptEmbeddedState(_:)``), and relays each child
/// record when the parent delivers the record that embeds it.
///
/// Lifetimes: the child owns the connection, and the connection owns the parent, so a parent
/// lives as long as any of its scopes. The parent reaches the connection only through a
/// ``ScopeLinkHandle`` that the connection clears when it goes away, and the connection reaches
/// the child unretained, through the child's ``TrackerLifetime``: a scope that no one holds goes
/// away, and with it its relay among the parent's observers.
@usableFromInline
final class ScopeConnection<Parent: TrackedState, Child: TrackedState>: ScopeHost<Child>,
  ScopeLink
{
  /// The parent, the one source of truth.
  @usableFromInline
  let parent: StateTracker<Parent>

  /// The child tracker, whose state mirrors the parent's embedded state; `nil` once released.
  ///
  /// The child owns the connection. It is held unretained, and read only while
  /// `childLifetime` says it is alive: a weak reference would slow every retain of the child.
  @usableFromInline
  @exclusivity(unchecked)
  unowned(unsafe) var unretainedChild: StateTracker<Child>

  /// Whether `unretainedChild` is alive.
  @usableFromInline
  let childLifetime: TrackerLifetime

  /// The child tracker, or `nil` once it was released.
  @inlinable
  var child: StateTracker<Child>? {
    childLifetime.isAlive ? unretainedChild : nil
  }

  /// The parent's link to this scope, marked released when the connection goes away.
  let link: ScopeLinkHandle<Parent>

  /// Where the embedded state is and how its changes embed.
  @usableFromInline
  let declaration: ScopeDeclaration<Parent, Child>

  /// Child records, each waiting for the parent to deliver the record that embeds it.
  @usableFromInline
  let held = HeldRecords<Child>()

  /// Why the embedded state refuses writes at this level, or `nil` while it is present.
  @exclusivity(unchecked)
  var absence: ScopeError?

  /// The child's state when the embedded state disappeared: what a refused write restores.
  @exclusivity(unchecked)
  var frozen: Child?

  /// Keeps the relay registered among the parent's observers.
  @usableFromInline
  @exclusivity(unchecked)
  var relayToken: ObservationToken?

  @usableFromInline
  init(
    parent: StateTracker<Parent>,
    child: StateTracker<Child>,
    declaration: ScopeDeclaration<Parent, Child>
  ) {
    self.parent = parent
    self.unretainedChild = child
    self.childLifetime = child.lifetime
    self.declaration = declaration
    self.link = ScopeLinkHandle()
    super.init()
    link.scope = self
  }

  deinit {
    link.scope = nil
    parent.scopeReleased()
  }

  override var refusal: ScopeError? {
    absence ?? parent.scopeError
  }

  override func stateBeforeRefusal() -> Child? {
    frozen ?? parent.embeddedState(declaration)
  }

  override func beginExclusiveAccessOfParent() {
    parent.beginExclusiveAccess(.editThroughScope)
  }

  override func endExclusiveAccessOfParent() {
    parent.endExclusiveAccess()
  }

  override func transaction<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try parent.transaction(body)
  }

  /// Keeps `record` until the parent delivers its record numbered `parentSequence`.
  @inlinable
  func hold(_ record: ChangeRecord<Child>, untilParentRecord parentSequence: Int) {
    held.hold(record, untilParentRecord: parentSequence)
  }

  @usableFromInline
  func parentDidWrite(_ state: Parent, sequences: EmbeddedSequences<Parent>) {
    guard let child else {
      return
    }
    guard let embedded = declaration.read(state) else {
      if absence == nil {
        absence = .embeddedStateIsNil(property: declaration.keyPath.debugDescription)
        frozen = child.storedState
      }
      return
    }
    absence = nil
    frozen = nil
    for record in child.adoptEmbeddedState(embedded) {
      // Every child change of the write is one of the parent's embedding changes.
      if let sequence = sequences.sequence(of: declaration.embed(record.change)) {
        hold(record, untilParentRecord: sequence)
      }
    }
  }

  /// Delivers the child record that `record` embeds, if one waits for it.
  @inlinable
  func relay(_ record: ChangeRecord<Parent>) {
    held.release(forParentRecord: record.sequence) { child?.deliverRelayed($0) }
  }
}
